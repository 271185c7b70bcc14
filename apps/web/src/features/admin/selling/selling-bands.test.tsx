import { formatRupees, SELLING_ADMIN_MSG } from '@storefront/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { findRows, refusal, retype } from '../testing';
import { DeliveryBandsSection, FreeBandsSection } from './selling-bands';
import { DeliveryPreviewSection } from './selling-preview';
import { deliveryBands, describeSellingRules, renderSellingPage } from './selling-testing';

function Delivery() {
  return (
    <>
      <DeliveryBandsSection />
      <FreeBandsSection />
      <DeliveryPreviewSection />
    </>
  );
}

describeSellingRules('delivery bands and the preview', () => {
  it('lists delivery bands and free-delivery bands in rupees', async () => {
    renderSellingPage({ element: <Delivery /> });
    const rows = await findRows('list', 'Delivery charge by distance');
    expect(rows[0]).toHaveTextContent(`0–5 km${formatRupees(40)}Active`);
    expect(rows[1]).toHaveTextContent(`5–15 km${formatRupees(80)}`);
    const free = await screen.findByRole('list', { name: 'Free delivery' });
    expect(free).toHaveTextContent(`0–15 kmfrom ${formatRupees(999)}Active`);
  });

  it('adds a band, checking the range first, and shows an overlap refusal under its field keeping what was typed', async () => {
    const user = userEvent.setup();
    const overlap = SELLING_ADMIN_MSG.bandOverlaps(5, 15);
    const { sent } = renderSellingPage({
      element: <Delivery />,
      answer: ({ body }) =>
        (body as { min_kilometer: number }).min_kilometer === 10
          ? refusal(409, overlap, { min_kilometer: overlap })
          : {
              status: 201,
              body: {
                message: SELLING_ADMIN_MSG.bandAdded,
                band: {
                  id: 'b3',
                  min_kilometer: 15,
                  max_kilometer: 50,
                  delivery_price: 150,
                  status: 'Active',
                },
              },
            },
    });
    const panel = (await screen.findByRole('list', { name: 'Delivery charge by distance' })).closest(
      'section',
    )!;
    await user.click(within(panel).getByText('Add a band'));
    const form = within(panel).getByRole('form', { name: 'New delivery band' });
    await user.type(within(form).getByLabelText('From (km)'), '20');
    await user.type(within(form).getByLabelText('To (km)'), '20');
    await user.type(within(form).getByLabelText('Delivery price (₹)'), '150.505');
    await user.click(within(form).getByRole('button', { name: 'Add band' }));
    expect(await within(form).findByText(SELLING_ADMIN_MSG.enterDeliveryPrice)).toBeInTheDocument();
    await retype(user, within(form).getByLabelText('Delivery price (₹)'), '150');
    await user.click(within(form).getByRole('button', { name: 'Add band' }));
    expect(await within(form).findByText(SELLING_ADMIN_MSG.maxAboveMin)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await retype(user, within(form).getByLabelText('From (km)'), '10');
    await retype(user, within(form).getByLabelText('To (km)'), '50');
    await user.click(within(form).getByRole('button', { name: 'Add band' }));
    expect(await within(form).findByText(overlap)).toBeInTheDocument();
    expect(within(form).getByLabelText('From (km)')).toHaveValue(10);

    await retype(user, within(form).getByLabelText('From (km)'), '15');
    await user.click(within(form).getByRole('button', { name: 'Add band' }));
    expect(await within(panel).findByText(SELLING_ADMIN_MSG.bandAdded)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/delivery-bands',
      body: { min_kilometer: 15, max_kilometer: 50, delivery_price: 150, status: 'Active' },
    });
  });

  it('edits a free-delivery band in its row and switches a band off', async () => {
    const user = userEvent.setup();
    const { sent } = renderSellingPage({
      element: <Delivery />,
      answer: ({ method, body }) => ({
        body: {
          message: method === 'PATCH' ? SELLING_ADMIN_MSG.bandDeactivated : SELLING_ADMIN_MSG.bandSaved,
          band: { ...deliveryBands()[0], ...(body as object) },
        },
      }),
    });
    const free = await screen.findByRole('list', { name: 'Free delivery' });
    await user.click(within(free).getByRole('button', { name: 'Edit 0–15 km' }));
    const form = within(free).getByRole('form', { name: 'Edit 0–15 km' });
    const amount = within(form).getByLabelText('Free from cart total (₹)');
    expect(amount).toHaveValue(999);
    await retype(user, amount, '1499');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(free).queryByRole('form')).toBeNull());
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/free-delivery-bands/f1',
      body: { min_kilometer: 0, max_kilometer: 15, freedelivery_price: 1499, status: 'Active' },
    });

    const priced = screen.getByRole('list', { name: 'Delivery charge by distance' });
    await user.click(within(priced).getByRole('button', { name: 'Deactivate 5–15 km' }));
    expect(await screen.findByText(SELLING_ADMIN_MSG.bandDeactivated)).toBeInTheDocument();
    expect(sent[1]).toEqual({ method: 'PATCH', path: '/delivery-bands/b2', body: { status: 'Inactive' } });
  });

  it('works out the charge for a pincode and a total, and says when the shop does not deliver there', async () => {
    const user = userEvent.setup();
    const { sent } = renderSellingPage({
      element: <Delivery />,
      answer: ({ path }) =>
        path.includes('pincode=302001')
          ? {
              body: {
                pincode: '302001',
                total: 500,
                served: true,
                distanceKm: 6,
                charge: 80,
                free: false,
                band: deliveryBands()[1],
                freeBand: {
                  id: 'f1',
                  min_kilometer: 0,
                  max_kilometer: 15,
                  freedelivery_price: 999,
                  status: 'Active',
                },
                message: `${SELLING_ADMIN_MSG.previewCharge(500, '302001', 80)} (6 km from the shop).`,
              },
            }
          : {
              body: {
                pincode: '110001',
                total: 500,
                served: false,
                distanceKm: null,
                charge: null,
                free: false,
                band: null,
                freeBand: null,
                message: SELLING_ADMIN_MSG.previewNotServed('110001'),
              },
            },
    });
    const form = await screen.findByRole('form', { name: 'Delivery preview' });
    await user.click(within(form).getByRole('button', { name: 'Work out the charge' }));
    expect(await within(form).findByText(SELLING_ADMIN_MSG.enterPincode)).toBeInTheDocument();
    expect(within(form).getByText(SELLING_ADMIN_MSG.enterCartTotal)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Pincode'), '302001');
    await user.type(within(form).getByLabelText('Cart total (₹)'), '500');
    await user.click(within(form).getByRole('button', { name: 'Work out the charge' }));
    const answer = await screen.findByTestId('delivery-preview');
    expect(answer).toHaveTextContent(SELLING_ADMIN_MSG.previewCharge(500, '302001', 80));
    expect(answer).toHaveTextContent(`Band5–15 km, ${formatRupees(80)}`);
    expect(answer).toHaveTextContent(`Free delivery0–15 km from ${formatRupees(999)}: not reached`);
    expect(sent[0]).toEqual({
      method: 'GET',
      path: '/delivery-preview?pincode=302001&total=500',
      body: undefined,
    });

    await retype(user, within(form).getByLabelText('Pincode'), '110001');
    await user.click(within(form).getByRole('button', { name: 'Work out the charge' }));
    expect(await screen.findByText(SELLING_ADMIN_MSG.previewNotServed('110001'))).toBeInTheDocument();
  });
});

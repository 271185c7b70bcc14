import { SELLING_ADMIN_MSG } from '@storefront/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { findRows, refusal, retype } from '../testing';
import { PincodesSection } from './selling-pincodes';
import { describeSellingRules, pincode, renderSellingPage } from './selling-testing';

describeSellingRules('pincodes', () => {
  it('lists active and inactive pincodes with a switch and a delete for each', async () => {
    renderSellingPage({ element: <PincodesSection /> });
    const rows = await findRows('list', 'Pincodes');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/^302001Active/);
    expect(within(rows[0]!).getByRole('button', { name: 'Deactivate 302001' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Inactive')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Activate 302039' })).toBeInTheDocument();
    expect(screen.queryByText(SELLING_ADMIN_MSG.noActivePincodes)).toBeNull();
  });

  it('warns when no pincode is active', async () => {
    renderSellingPage({ element: <PincodesSection />, pincodes: [pincode('302039', 'Inactive')] });
    expect(await screen.findByText(SELLING_ADMIN_MSG.noActivePincodes)).toBeInTheDocument();
  });

  it('adds one pincode, checking it first, and keeps what was typed when the server refuses it', async () => {
    const user = userEvent.setup();
    const { sent } = renderSellingPage({
      element: <PincodesSection />,
      answer: ({ path, body }) =>
        path === '/pincodes' && (body as { pincode: string }).pincode === '302001'
          ? refusal(409, SELLING_ADMIN_MSG.pincodeTaken, { pincode: SELLING_ADMIN_MSG.pincodeTaken })
          : {
              status: 201,
              body: { message: SELLING_ADMIN_MSG.pincodeAdded('110001'), pincode: pincode('110001') },
            },
    });
    const form = await screen.findByRole('form', { name: 'Add a pincode' });
    const box = within(form).getByLabelText('Pincode');
    await user.type(box, '01100');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText(SELLING_ADMIN_MSG.enterPincode)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await retype(user, box, '302001');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText(SELLING_ADMIN_MSG.pincodeTaken)).toBeInTheDocument();
    expect(box).toHaveValue('302001');

    await retype(user, box, '110001');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(SELLING_ADMIN_MSG.pincodeAdded('110001'))).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/pincodes',
      body: { pincode: '110001', status: 'Active' },
    });
    expect(box).toHaveValue('');
  });

  it('counts a paste as it is typed, sends it and shows what was added and what is not a pincode', async () => {
    const user = userEvent.setup();
    const { sent } = renderSellingPage({
      element: <PincodesSection />,
      answer: ({ path }) =>
        path === '/pincodes/paste'
          ? {
              body: {
                message: SELLING_ADMIN_MSG.pasted(2, 1, 0, 1),
                added: ['110001', '110002'],
                alreadyThere: ['302001'],
                activated: [],
                invalid: ['12345'],
              },
            }
          : undefined,
    });
    const form = await screen.findByRole('form', { name: 'Paste pincodes' });
    const box = within(form).getByLabelText('Paste many pincodes');
    await user.click(within(form).getByRole('button', { name: 'Add pasted pincodes' }));
    expect(await within(form).findByText(SELLING_ADMIN_MSG.pastePincodes)).toBeInTheDocument();

    await user.type(box, '110001, 110002{enter}302001 12345');
    expect(within(form).getByText('3 pincodes, 1 not valid')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add pasted pincodes' }));
    expect(await within(form).findByText(SELLING_ADMIN_MSG.pasted(2, 1, 0, 1))).toBeInTheDocument();
    expect(within(form).getByText('12345')).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', path: '/pincodes/paste', body: { text: '110001, 110002\n302001 12345' } },
    ]);
  });

  it('deactivates a pincode and deletes one only after asking', async () => {
    const user = userEvent.setup();
    const { sent } = renderSellingPage({
      element: <PincodesSection />,
      answer: ({ method }) =>
        method === 'PATCH'
          ? {
              body: {
                message: SELLING_ADMIN_MSG.pincodeDeactivated('302001'),
                pincode: pincode('302001', 'Inactive'),
              },
            }
          : { body: { message: SELLING_ADMIN_MSG.pincodeDeleted('302039') } },
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate 302001' }));
    expect(await screen.findByText(SELLING_ADMIN_MSG.pincodeDeactivated('302001'))).toBeInTheDocument();
    expect(sent[0]).toEqual({
      method: 'PATCH',
      path: `/pincodes/${pincode('302001').id}`,
      body: { status: 'Inactive' },
    });

    await user.click(screen.getByRole('button', { name: 'Delete 302039' }));
    expect(sent).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Yes, delete 302039' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ method: 'DELETE', path: `/pincodes/${pincode('302039').id}` });
    expect(await screen.findByText(SELLING_ADMIN_MSG.pincodeDeleted('302039'))).toBeInTheDocument();
  });
});

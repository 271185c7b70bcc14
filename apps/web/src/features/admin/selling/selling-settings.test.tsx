import { ADMIN_MSG, SELLING_ADMIN_MSG } from '@storefront/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { refusal, retype } from '../testing';
import { InvoiceSection } from './selling-invoice';
import { PAYMENT_WAITS_FOR_QUOTATIONS, PaymentSection } from './selling-payment';
import { describeSellingRules, INVOICE, PAYMENT, renderSellingPage } from './selling-testing';

describeSellingRules('payment', () => {
  it('keeps one way to pay on before sending, then saves the buttons', async () => {
    const user = userEvent.setup();
    const { sent } = renderSellingPage({
      element: <PaymentSection owner />,
      answer: ({ body }) => ({ body: { message: SELLING_ADMIN_MSG.paymentSaved, settings: body } }),
    });
    const form = await screen.findByRole('form', { name: 'Payment settings' });
    await user.click(within(form).getByRole('checkbox', { name: /Pay now/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Pay on delivery/ }));
    await user.click(within(form).getByRole('button', { name: 'Save payment settings' }));
    expect(await within(form).findByText(SELLING_ADMIN_MSG.choosePaymentMode)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(within(form).getByRole('checkbox', { name: /Pay on delivery/ }));
    const advance = within(form).getByLabelText('Advance for pay on delivery (%)');
    await retype(user, advance, '30');
    await user.click(within(form).getByRole('checkbox', { name: 'WhatsApp' }));
    await user.click(within(form).getByRole('button', { name: 'Save payment settings' }));
    expect(await within(form).findByText(SELLING_ADMIN_MSG.paymentSaved)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/payment',
        body: { ...PAYMENT, payNow: false, advancePercentage: 30, showWhatsappButton: false },
      },
    ]);
  });

  it('says that Pay now and Pay on delivery wait while Quotation is ticked', async () => {
    const user = userEvent.setup();
    renderSellingPage({ element: <PaymentSection owner /> });
    const form = await screen.findByRole('form', { name: 'Payment settings' });
    expect(within(form).queryByText(PAYMENT_WAITS_FOR_QUOTATIONS)).toBeNull();
    await user.click(within(form).getByRole('checkbox', { name: /Quotation/ }));
    expect(within(form).getByRole('note')).toHaveTextContent(PAYMENT_WAITS_FOR_QUOTATIONS);
  });

  it('shows a staff member the settings without a way to change them', async () => {
    renderSellingPage({ role: 'staff' });
    const form = await screen.findByRole('form', { name: 'Payment settings' });
    expect(within(form).getByRole('checkbox', { name: /Pay now/ })).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Save payment settings' })).toBeNull();
    expect(screen.getAllByText(ADMIN_MSG.ownerOnly)).toHaveLength(2);
  });
});

describeSellingRules('invoice and stock', () => {
  it('checks the GSTIN in the form, shows the server’s message under its field, and saves', async () => {
    const user = userEvent.setup();
    const { sent } = renderSellingPage({
      element: <InvoiceSection owner />,
      answer: ({ body }) =>
        (body as { lowStockThreshold: number }).lowStockThreshold === 99999
          ? refusal(400, SELLING_ADMIN_MSG.enterThreshold, {
              lowStockThreshold: SELLING_ADMIN_MSG.enterThreshold,
            })
          : { body: { message: SELLING_ADMIN_MSG.invoiceSaved, settings: body } },
    });
    const form = await screen.findByRole('form', { name: 'Invoice and stock settings' });
    const gstin = within(form).getByLabelText('GSTIN');
    expect(gstin).toHaveValue(INVOICE.gstin);
    await retype(user, gstin, '08AAICN4821K1Z8');
    await user.click(within(form).getByRole('button', { name: 'Save invoice and stock settings' }));
    expect(await within(form).findByText(SELLING_ADMIN_MSG.gstinCheck)).toBeInTheDocument();

    await retype(user, gstin, '29aagcb7383j1z4');
    const threshold = within(form).getByLabelText('Low-stock threshold (units)');
    await retype(user, threshold, '99999');
    await user.click(within(form).getByRole('button', { name: 'Save invoice and stock settings' }));
    expect(await within(form).findByText(SELLING_ADMIN_MSG.enterThreshold)).toBeInTheDocument();
    expect(threshold).toHaveValue(99999);

    await retype(user, threshold, '8');
    await user.click(within(form).getByRole('button', { name: 'Save invoice and stock settings' }));
    expect(await within(form).findByText(SELLING_ADMIN_MSG.invoiceSaved)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      method: 'PUT',
      path: '/invoice',
      body: { gstin: '29AAGCB7383J1Z4', legalName: INVOICE.legalName, lowStockThreshold: 8 },
    });
    expect(gstin).toHaveValue('29AAGCB7383J1Z4');
  });
});

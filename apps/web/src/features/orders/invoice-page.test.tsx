import { INVOICE_MSG, ORDER_BILL_MSG } from '@storefront/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RootLayout } from '@/app/layout/root-layout';
import { mockApi, renderRoute } from '@/test/render';
import { signedInForEachTest } from '@/test/session';
import { InvoicePage } from './invoice-page';
import { invoiceFixture, payOnDeliveryOrder } from './test-orders';

signedInForEachTest();

const renderInvoice = () => renderRoute(<InvoicePage />, { path: '/invoice', url: '/invoice?order=o1' });

/** The totals' lines after Total: what was paid and what is left, label and amount. */
async function invoicePaymentLines() {
  const totals = await screen.findByTestId('invoice-totals');
  const rows = [...totals.querySelectorAll(':scope > div')].map(
    (row) => `${row.querySelector('dt')?.textContent} ${row.querySelector('dd')?.textContent}`,
  );
  return rows.slice(rows.findIndex((row) => row.startsWith('Total ')) + 1);
}

describe('InvoicePage', () => {
  it("shows a tax invoice: the shop's legal name and GSTIN, HSN per line, CGST and SGST per rate", async () => {
    mockApi({ '/payment/order/o1/invoice': { isError: false, data: invoiceFixture() } });
    renderInvoice();
    expect(await screen.findByRole('heading', { name: 'Tax Invoice' })).toBeInTheDocument();
    const seller = screen.getByTestId('invoice-seller');
    expect(seller).toHaveTextContent('Nakshatra Attars Private Limited');
    expect(seller).toHaveTextContent('GSTIN: 08AAICN4821K1Z7');
    expect(screen.getByTestId('invoice-place-of-supply')).toHaveTextContent('Place of supply: 08 Rajasthan');
    expect(screen.getByTestId('invoice-line-hsn')).toHaveTextContent('3303');
    expect(screen.getByTestId('invoice-line-tax')).toHaveTextContent(
      'HSN 3303 · 2 × ₹999.00 · GST 18% · Taxable ₹1,523.90',
    );
    const [row] = screen.getAllByTestId('invoice-tax-row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['18% (9% + 9%)', '₹1,557.80', '₹140.20', '₹140.20', '₹280.40']);
    const totals = screen.getByTestId('invoice-totals');
    expect(within(totals).getByText('Taxable value').nextSibling).toHaveTextContent('₹1,557.80');
    expect(within(totals).getByText('CGST').nextSibling).toHaveTextContent('₹140.20');
    expect(within(totals).getByText('SGST').nextSibling).toHaveTextContent('₹140.20');
    expect(within(totals).queryByText('IGST')).toBeNull();
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('₹1,838.20');
    expect(screen.getByText(/All prices include GST\./)).toBeInTheDocument();
  });

  it('shows IGST alone for a shipment to another state', async () => {
    mockApi({
      '/payment/order/o1/invoice': {
        isError: false,
        data: invoiceFixture({
          supply_type: 'inter-state',
          place_of_supply: '29 Karnataka',
          tax_summary: [{ gst_rate: 18, taxable_value: 1557.8, cgst: 0, sgst: 0, igst: 280.4 }],
          totals: {
            taxable_value: 1557.8,
            cgst: 0,
            sgst: 0,
            igst: 280.4,
            total_tax: 280.4,
            grand_total: 1838.2,
          },
        }),
      },
    });
    renderInvoice();
    const summary = await screen.findByTestId('invoice-tax-summary');
    expect(
      within(summary)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['GST rate', 'Taxable value', 'IGST', 'Total tax']);
    expect(within(screen.getByTestId('invoice-totals')).getByText('IGST').nextSibling).toHaveTextContent(
      '₹280.40',
    );
    expect(within(screen.getByTestId('invoice-totals')).queryByText('CGST')).toBeNull();
  });

  it('keeps the pay-on-delivery lines and downloads the PDF with the access token', async () => {
    const fetchMock = mockApi({
      '/payment/order/o1/invoice': {
        isError: false,
        data: invoiceFixture({ order: payOnDeliveryOrder({ orderStatus: 'Out for delivery' }) }),
      },
    });
    const createObjectURL = vi.fn(() => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderInvoice();
    expect(await invoicePaymentLines()).toEqual([
      `${ORDER_BILL_MSG.paidOnline} ₹399.64`,
      `${ORDER_BILL_MSG.toPayOnDelivery} ₹1,438.56`,
    ]);
    fetchMock.mockImplementationOnce(
      async () =>
        new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    await userEvent.click(screen.getByRole('button', { name: /Download PDF/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/payment\/order\/o1\/invoice\.pdf$/);
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'invoice-NA250301-00042.pdf',
    );
    click.mockRestore();
  });

  it('reads the balance as paid on delivery once collected, and asks nothing of a cancelled order', async () => {
    const collected = payOnDeliveryOrder({
      orderStatus: 'Delivered',
      delivered: true,
      balanceCollectedAt: '2025-03-05T08:00:00.000Z',
    });
    mockApi({ '/payment/order/o1/invoice': { isError: false, data: invoiceFixture({ order: collected }) } });
    const first = renderInvoice();
    expect(await invoicePaymentLines()).toEqual([
      `${ORDER_BILL_MSG.paidOnline} ₹399.64`,
      `${ORDER_BILL_MSG.paidOnDelivery} ₹1,438.56`,
    ]);
    first.unmount();

    const cancelled = payOnDeliveryOrder({
      orderStatus: 'Cancelled',
      cancelledAt: '2025-03-02T06:30:00.000Z',
    });
    mockApi({ '/payment/order/o1/invoice': { isError: false, data: invoiceFixture({ order: cancelled }) } });
    renderInvoice();
    expect(await invoicePaymentLines()).toEqual([`${ORDER_BILL_MSG.paidOnline} ₹399.64`]);
  });

  it('explains itself when no order is named, and when the order is not placed yet', async () => {
    mockApi({});
    const first = renderRoute(<InvoicePage />, { path: '/invoice', url: '/invoice' });
    expect(await screen.findByText(/could not find this order's invoice/)).toBeInTheDocument();
    first.unmount();
    const fetchMock = mockApi({});
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ isError: true, msg: INVOICE_MSG.notInvoiceable, code: 'CONFLICT' }), {
          status: 409,
        }),
    );
    renderInvoice();
    expect(await screen.findByText(INVOICE_MSG.notInvoiceable)).toBeInTheDocument();
  });

  it('prints the invoice alone: the layout header (with the marquee), footer and shortcuts are print-hidden', async () => {
    mockApi({ '/payment/order/o1/invoice': { isError: false, data: invoiceFixture() } });
    const router = createMemoryRouter(
      [{ path: '/', element: <RootLayout />, children: [{ path: 'invoice', element: <InvoicePage /> }] }],
      { initialEntries: ['/invoice?order=o1'] },
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const invoice = await screen.findByTestId('invoice');
    const printHidden = (element: Element) => element.closest('.print\\:hidden') !== null;
    // the first banner is the site's header; the invoice's own header sits inside the article
    const siteHeader = screen.getAllByRole('banner')[0]!;
    expect(invoice.contains(siteHeader)).toBe(false);
    expect(printHidden(siteHeader)).toBe(true);
    expect(printHidden(screen.getByRole('contentinfo'))).toBe(true);
    expect(printHidden(screen.getByTestId('floating-shortcuts'))).toBe(true);
    expect(printHidden(screen.getByRole('button', { name: /Download PDF/ }))).toBe(true);
    expect(printHidden(invoice)).toBe(false);
  });
});

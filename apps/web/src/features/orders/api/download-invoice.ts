import { apiAuthFetch, readAnswer } from '@/lib/api-client';

/**
 * GET /api/payment/order/{orderId}/invoice.pdf, saved as a file. The call needs the
 * access token, which a plain link cannot send, so the PDF is fetched and handed to the
 * browser as a download.
 */
export async function downloadInvoicePdf(orderId: string, receiptId: string): Promise<void> {
  const path = `/payment/order/${encodeURIComponent(orderId)}/invoice.pdf`;
  const response = await apiAuthFetch(path);
  if (!response.ok) await readAnswer(path, response, false);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `invoice-${receiptId}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // the click has started the download; the object URL is not needed after this turn
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

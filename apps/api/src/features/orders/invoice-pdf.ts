import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import {
  formatOrderTimestamp,
  formatRupees,
  INVOICE_MSG,
  type Invoice,
  type OrderAddress,
} from '@storefront/shared';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

/**
 * Inter, from the @fontsource package the web app already ships (OFL): it is in
 * node_modules on every machine that runs the shop, unlike system fonts. Its latin subset
 * has the text, its latin-ext subset the rupee sign, which the PDF standard fonts lack.
 */
const require = createRequire(import.meta.url);
const fontFile = (name: string) => readFileSync(require.resolve(`@fontsource/inter/files/${name}`));
let fonts: { regular: Uint8Array; bold: Uint8Array; rupee: Uint8Array } | null = null;
function fontBytes() {
  fonts ??= {
    regular: fontFile('inter-latin-400-normal.woff'),
    bold: fontFile('inter-latin-600-normal.woff'),
    rupee: fontFile('inter-latin-ext-400-normal.woff'),
  };
  return fonts;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const INK = rgb(0.16, 0.07, 0.2);
const MUTED = rgb(0.4, 0.33, 0.42);
const RULE = rgb(0.85, 0.82, 0.78);

type Fonts = { regular: PDFFont; bold: PDFFont; rupee: PDFFont };
type TextStyle = { size?: number; bold?: boolean; color?: ReturnType<typeof rgb> };

/** Writes pages top to bottom, starting a new page when the next block does not fit. */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  need(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }

  /** Runs of text, the rupee sign in the font that has it. */
  private runs(text: string, bold: boolean) {
    const main = bold ? this.fonts.bold : this.fonts.regular;
    return text
      .split(/(₹)/)
      .filter(Boolean)
      .map((part) => ({ part, font: part === '₹' ? this.fonts.rupee : main }));
  }

  width(text: string, style: TextStyle = {}) {
    const size = style.size ?? 9;
    return this.runs(text, style.bold ?? false).reduce(
      (sum, run) => sum + run.font.widthOfTextAtSize(run.part, size),
      0,
    );
  }

  text(text: string, x: number, y: number, style: TextStyle = {}) {
    const size = style.size ?? 9;
    let at = x;
    for (const run of this.runs(text, style.bold ?? false)) {
      this.page.drawText(run.part, { x: at, y, size, font: run.font, color: style.color ?? INK });
      at += run.font.widthOfTextAtSize(run.part, size);
    }
  }

  right(text: string, xRight: number, y: number, style: TextStyle = {}) {
    this.text(text, xRight - this.width(text, style), y, style);
  }

  /** Word-wrapped lines that fit `maxWidth`. */
  wrap(text: string, maxWidth: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.width(next, style) > maxWidth) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines.length > 0 ? lines : [''];
  }

  rule(y: number) {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: A4[0] - MARGIN, y },
      thickness: 0.6,
      color: RULE,
    });
  }
}

const addressText = (address: OrderAddress | null) =>
  address
    ? `${[address.new_address, address.area, address.city].filter((part) => part.trim()).join(', ')} - ${address.pincode}`
    : '';

const money = (rupees: number) => formatRupees(rupees);

/** The invoice as an A4 PDF with the same figures as the invoice page. */
export async function renderInvoicePdf(invoice: Invoice): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const bytes = fontBytes();
  const fonts: Fonts = {
    regular: await doc.embedFont(bytes.regular, { subset: true }),
    bold: await doc.embedFont(bytes.bold, { subset: true }),
    rupee: await doc.embedFont(bytes.rupee, { subset: true }),
  };
  const { order, seller } = invoice;
  const registered = invoice.supply_type !== 'unregistered';
  const title = registered ? 'Tax Invoice' : 'Invoice';
  doc.setTitle(`${title} ${order.receipt_id}`);
  doc.setAuthor(seller.legal_name);
  doc.setCreator(seller.name);
  doc.setProducer(seller.name);

  const w = new Writer(doc, fonts);
  const right = A4[0] - MARGIN;

  // seller and invoice heading
  w.text(seller.legal_name, MARGIN, w.y - 14, { size: 15, bold: true });
  w.right(title, right, w.y - 14, { size: 15, bold: true });
  w.y -= 30;
  const sellerLines = [
    ...(seller.name && seller.name !== seller.legal_name ? [seller.name] : []),
    ...w.wrap(seller.address, 280),
    ...(seller.gstin ? [`GSTIN: ${seller.gstin}`] : []),
    ...(seller.state ? [`State: ${seller.state}`] : []),
    [seller.phone && `Phone: ${seller.phone}`, seller.email].filter(Boolean).join('  ·  '),
  ].filter(Boolean);
  const invoiceLines = [
    `Invoice no. ${order.receipt_id}`,
    `Date: ${formatOrderTimestamp(order.createdAt)}`,
    ...(invoice.place_of_supply ? [`Place of supply: ${invoice.place_of_supply}`] : []),
  ];
  const top = w.y;
  sellerLines.forEach((line, index) => {
    w.text(line, MARGIN, top - index * 12, { color: MUTED });
  });
  invoiceLines.forEach((line, index) => {
    w.right(line, right, top - index * 12);
  });
  w.y = top - Math.max(sellerLines.length, invoiceLines.length) * 12 - 4;
  w.rule(w.y);
  w.y -= 16;

  // bill to and ship to
  const name = order.contact.name || order.user_name;
  const half = (A4[0] - 2 * MARGIN) / 2;
  const blocks = [
    { heading: 'Bill to', lines: [name, ...w.wrap(addressText(order.billing_address), half - 16)] },
    {
      heading: 'Ship to',
      lines: [name, ...w.wrap(addressText(order.shipping_address), half - 16), order.contact.mobile],
    },
  ];
  const blockTop = w.y;
  blocks.forEach((block, index) => {
    const x = MARGIN + index * half;
    w.text(block.heading.toUpperCase(), x, blockTop, { size: 8, bold: true, color: MUTED });
    block.lines.filter(Boolean).forEach((line, row) => {
      w.text(line, x, blockTop - 13 - row * 12, { bold: row === 0 });
    });
  });
  w.y = blockTop - 13 - Math.max(...blocks.map((block) => block.lines.length)) * 12 - 6;
  w.rule(w.y);
  w.y -= 16;

  // lines: description wraps, figures are right-aligned in fixed columns
  const cols = { item: MARGIN, hsn: 292, qty: 352, rate: 392, gst: 432, taxable: 492, amount: right };
  const header = (y: number) => {
    const style = { size: 8, bold: true, color: MUTED };
    w.text('ITEM', cols.item, y, style);
    w.text('HSN', cols.hsn, y, style);
    w.right('QTY', cols.qty + 12, y, style);
    w.right('PRICE', cols.rate + 28, y, style);
    w.right('GST', cols.gst + 22, y, style);
    w.right('TAXABLE', cols.taxable + 20, y, style);
    w.right('AMOUNT', cols.amount, y, style);
  };
  header(w.y);
  w.y -= 8;
  w.rule(w.y);
  w.y -= 14;
  for (const line of invoice.lines) {
    const attributes = Object.entries(line.variation_attributes)
      .map(([key, value]) => `${key}: ${value}`)
      .join(' · ');
    const described = [
      ...w.wrap(line.product_name, cols.hsn - cols.item - 10),
      ...(attributes ? w.wrap(attributes, cols.hsn - cols.item - 10, { size: 8 }) : []),
      `SKU ${line.product_sku}`,
    ];
    w.need(described.length * 11 + 8);
    const rowTop = w.y;
    described.forEach((text, index) => {
      w.text(text, cols.item, rowTop - index * 11, index === 0 ? {} : { size: 8, color: MUTED });
    });
    w.text(line.hsn_code ?? '—', cols.hsn, rowTop);
    w.right(String(line.quantity), cols.qty + 12, rowTop);
    w.right(money(line.unit_price), cols.rate + 28, rowTop);
    w.right(line.gst_rate === null ? '—' : `${line.gst_rate}%`, cols.gst + 22, rowTop);
    w.right(money(line.taxable_value), cols.taxable + 20, rowTop);
    w.right(money(line.amount - line.discount), cols.amount, rowTop);
    if (line.discount > 0) {
      w.right(`after coupon −${money(line.discount)}`, cols.amount, rowTop - 11, {
        size: 7,
        color: MUTED,
      });
    }
    w.y = rowTop - described.length * 11 - 4;
    w.rule(w.y + 4);
    w.y -= 10;
  }
  if (invoice.delivery) {
    w.need(20);
    w.text('Delivery charge', cols.item, w.y);
    w.right(invoice.delivery.gst_rate === null ? '—' : `${invoice.delivery.gst_rate}%`, cols.gst + 22, w.y);
    w.right(money(invoice.delivery.taxable_value), cols.taxable + 20, w.y);
    w.right(money(invoice.delivery.amount), cols.amount, w.y);
    w.y -= 8;
    w.rule(w.y);
    w.y -= 14;
  }

  // tax summary, one row per rate
  if (registered) {
    const intra = invoice.supply_type === 'intra-state';
    const tcols = intra
      ? { rate: MARGIN, taxable: 250, a: 340, b: 430, total: right }
      : { rate: MARGIN, taxable: 250, a: 430, b: 0, total: right };
    w.need(30 + invoice.tax_summary.length * 13);
    const style = { size: 8, bold: true, color: MUTED };
    w.text('GST RATE', tcols.rate, w.y, style);
    w.right('TAXABLE VALUE', tcols.taxable, w.y, style);
    w.right(intra ? 'CGST' : 'IGST', tcols.a, w.y, style);
    if (intra) w.right('SGST', tcols.b, w.y, style);
    w.right('TOTAL TAX', tcols.total, w.y, style);
    w.y -= 14;
    for (const row of invoice.tax_summary) {
      const rate = row.gst_rate ?? 0;
      const rateLabel =
        row.gst_rate === null
          ? 'Rate not set'
          : intra
            ? `${rate}% (${rate / 2}% + ${rate / 2}%)`
            : `${rate}%`;
      w.text(rateLabel, tcols.rate, w.y);
      w.right(money(row.taxable_value), tcols.taxable, w.y);
      w.right(money(intra ? row.cgst : row.igst), tcols.a, w.y);
      if (intra) w.right(money(row.sgst), tcols.b, w.y);
      w.right(money(row.cgst + row.sgst + row.igst), tcols.total, w.y);
      w.y -= 13;
    }
    w.rule(w.y + 4);
    w.y -= 12;
  }

  // totals
  const totals: [string, string][] = [];
  const itemsTotal = invoice.lines.reduce((sum, line) => sum + line.amount, 0);
  totals.push(['Items total', money(itemsTotal)]);
  if (order.couponapplied && order.discountprice > 0) {
    totals.push([
      `Coupon${order.coupon_code ? ` (${order.coupon_code})` : ''}`,
      `−${money(order.discountprice)}`,
    ]);
  }
  totals.push(['Delivery charge', money(order.deliveryCharge)]);
  if (registered) {
    totals.push(['Taxable value', money(invoice.totals.taxable_value)]);
    if (invoice.supply_type === 'intra-state') {
      totals.push(['CGST', money(invoice.totals.cgst)], ['SGST', money(invoice.totals.sgst)]);
    } else totals.push(['IGST', money(invoice.totals.igst)]);
  }
  w.need(totals.length * 13 + 60);
  for (const [label, value] of totals) {
    w.text(label, 340, w.y, { color: MUTED });
    w.right(value, right, w.y);
    w.y -= 13;
  }
  w.y -= 2;
  w.page.drawLine({
    start: { x: 340, y: w.y + 9 },
    end: { x: right, y: w.y + 9 },
    thickness: 0.6,
    color: RULE,
  });
  w.text('Total', 340, w.y - 4, { size: 11, bold: true });
  w.right(money(invoice.totals.grand_total), right, w.y - 4, { size: 11, bold: true });
  w.y -= 22;
  if (order.payment_mode === 'Pay on delivery') {
    w.text('Advance paid', 340, w.y, { color: MUTED });
    w.right(money(order.advance_amount), right, w.y);
    w.y -= 13;
    w.text('To pay on delivery', 340, w.y, { color: MUTED });
    w.right(money(order.remaining_amount), right, w.y);
    w.y -= 13;
  }

  w.need(40);
  w.y -= 10;
  const notes = [
    registered ? `${INVOICE_MSG.taxInclusive} Total GST: ${money(invoice.totals.total_tax)}.` : '',
    `Payment: ${order.payment_mode}${order.payment?.ref ? ` · ref ${order.payment.ref}` : ''}.`,
    'This is a computer-generated invoice and needs no signature.',
  ].filter(Boolean);
  for (const note of notes) {
    w.text(note, MARGIN, w.y, { size: 8, color: MUTED });
    w.y -= 11;
  }
  return doc.save();
}

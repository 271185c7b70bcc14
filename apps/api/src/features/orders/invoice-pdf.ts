import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import {
  formatOrderTimestamp,
  formatRupees,
  INVOICE_MSG,
  type Invoice,
  type OrderAddress,
  onDeliveryLines,
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
/** A text as drawn: its page, its baseline and its size, and where it starts and ends across. */
export type DrawnText = { text: string; page: number; y: number; size: number; left: number; right: number };

/** Writes pages top to bottom, starting a new page when the next block does not fit. */
class Writer {
  page: PDFPage;
  y: number;
  readonly drawn: DrawnText[] = [];
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
    const page = this.doc.getPageCount() - 1;
    this.drawn.push({ text, page, y, size, left: x, right: x + this.width(text, style) });
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

  /** A thin line across the page, or from `from` to the right margin. */
  rule(y: number, from = MARGIN) {
    this.page.drawLine({ start: { x: from, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.6, color: RULE });
  }
}

const addressText = (address: OrderAddress | null) =>
  address
    ? `${[address.new_address, address.area, address.city].filter((part) => part.trim()).join(', ')} - ${address.pincode}`
    : '';

const money = (rupees: number) => formatRupees(rupees);

/** The lines table's figure columns, right to left from the margin; HSN reads from the left. */
const FIGURES = [
  { key: 'amount', heading: 'AMOUNT' },
  { key: 'taxable', heading: 'TAXABLE' },
  { key: 'gst', heading: 'GST' },
  { key: 'rate', heading: 'PRICE' },
  { key: 'qty', heading: 'QTY' },
  { key: 'hsn', heading: 'HSN', fromLeft: true },
] as const;
type Figures = Partial<Record<(typeof FIGURES)[number]['key'], string>>;
const GAP = 12;
const HEADING: TextStyle = { size: 8, bold: true, color: MUTED };
const NOTE: TextStyle = { size: 7, color: MUTED };

const rateText = (rate: number | null) => (rate === null ? '—' : `${rate}%`);

/**
 * Where the lines table's texts go. Each figure column is as wide as its heading or its
 * widest figure, measured in the embedded fonts, so no figure runs into the next one however
 * large; the item's text wraps in the room left, clear of the coupon notes under the amounts.
 */
function lineColumns(w: Writer, rows: Figures[], notes: string[]) {
  const edge = A4[0] - MARGIN;
  let right = edge;
  const figures = FIGURES.map((column) => {
    const width = Math.max(
      w.width(column.heading, HEADING),
      ...rows.map((row) => w.width(row[column.key] ?? '')),
    );
    const placed = { ...column, left: right - width, right };
    right -= width + GAP;
    return placed;
  });
  const notesLeft = Math.min(edge, ...notes.map((note) => edge - w.width(note, NOTE)));
  return { figures, itemWidth: Math.min(right + GAP, notesLeft) - GAP - MARGIN };
}

/** The lines table: each line's description wraps, its figures are right-aligned. */
function drawLines(w: Writer, invoice: Invoice) {
  const lines = invoice.lines.map((line) => ({
    line,
    figures: {
      hsn: line.hsn_code ?? '—',
      qty: String(line.quantity),
      rate: money(line.unit_price),
      gst: rateText(line.gst_rate),
      taxable: money(line.taxable_value),
      amount: money(line.amount - line.discount),
    } satisfies Figures,
    note: line.discount > 0 ? `after coupon −${money(line.discount)}` : '',
  }));
  const { delivery } = invoice;
  const deliveryFigures: Figures = delivery
    ? {
        gst: rateText(delivery.gst_rate),
        taxable: money(delivery.taxable_value),
        amount: money(delivery.amount),
      }
    : {};
  const { figures, itemWidth } = lineColumns(
    w,
    [...lines.map((row) => row.figures), deliveryFigures],
    lines.map((row) => row.note),
  );
  const drawFigures = (row: Figures, y: number, style: TextStyle = {}) => {
    for (const column of figures) {
      const text = row[column.key];
      if (!text) continue;
      if ('fromLeft' in column) w.text(text, column.left, y, style);
      else w.right(text, column.right, y, style);
    }
  };

  w.text('ITEM', MARGIN, w.y, HEADING);
  drawFigures(Object.fromEntries(FIGURES.map((column) => [column.key, column.heading])), w.y, HEADING);
  w.y -= 8;
  w.rule(w.y);
  w.y -= 14;
  for (const { line, figures: row, note } of lines) {
    const attributes = Object.entries(line.variation_attributes)
      .map(([key, value]) => `${key}: ${value}`)
      .join(' · ');
    const described = [
      ...w.wrap(line.product_name, itemWidth),
      ...(attributes ? w.wrap(attributes, itemWidth, { size: 8 }) : []),
      `SKU ${line.product_sku}`,
    ];
    w.need(described.length * 11 + 8);
    const rowTop = w.y;
    described.forEach((text, index) => {
      w.text(text, MARGIN, rowTop - index * 11, index === 0 ? {} : { size: 8, color: MUTED });
    });
    drawFigures(row, rowTop);
    if (note) w.right(note, A4[0] - MARGIN, rowTop - 11, NOTE);
    w.y = rowTop - described.length * 11 - 4;
    w.rule(w.y + 4);
    w.y -= 10;
  }
  if (delivery) {
    w.need(20);
    w.text('Delivery charge', MARGIN, w.y);
    drawFigures(deliveryFigures, w.y);
    w.y -= 8;
    w.rule(w.y);
    w.y -= 14;
  }
}

/** The invoice as an A4 PDF with the same figures as the invoice page. */
export async function renderInvoicePdf(invoice: Invoice): Promise<Uint8Array> {
  return (await drawInvoice(invoice)).doc.save();
}

/** Draws the invoice; answers the document and every text drawn on it, where it was drawn. */
export async function drawInvoice(invoice: Invoice): Promise<{ doc: PDFDocument; drawn: DrawnText[] }> {
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

  drawLines(w, invoice);

  // tax summary, one row per rate
  if (registered) {
    const intra = invoice.supply_type === 'intra-state';
    const tcols = intra
      ? { rate: MARGIN, taxable: 250, a: 340, b: 430, total: right }
      : { rate: MARGIN, taxable: 250, a: 430, b: 0, total: right };
    w.need(30 + invoice.tax_summary.length * 13);
    const style = HEADING;
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
  const grandTotal = money(invoice.totals.grand_total);
  const TOTAL: TextStyle = { size: 11, bold: true };
  // the same lines as the invoice page: charged online, then the balance as it stands
  const paidLater: [string, string][] = onDeliveryLines(order).map((line) => [
    line.label,
    money(line.amount),
  ]);
  // the labels start further left when a label and its amount (a long coupon code) need it
  const labelsAt = Math.min(
    340,
    right - GAP - w.width('Total', TOTAL) - w.width(grandTotal, TOTAL),
    ...[...totals, ...paidLater].map(([label, value]) => right - GAP - w.width(label) - w.width(value)),
  );
  const totalRow = ([label, value]: [string, string]) => {
    w.text(label, labelsAt, w.y, { color: MUTED });
    w.right(value, right, w.y);
    w.y -= 13;
  };
  w.need(totals.length * 13 + 60);
  totals.forEach(totalRow);
  w.y -= 2;
  w.rule(w.y + 9, labelsAt);
  w.text('Total', labelsAt, w.y - 4, TOTAL);
  w.right(grandTotal, right, w.y - 4, TOTAL);
  w.y -= 22;
  paidLater.forEach(totalRow);

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
  return { doc, drawn: w.drawn };
}

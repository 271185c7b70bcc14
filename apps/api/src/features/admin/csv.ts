/**
 * CSV for the console's exports (RFC 4180: CRLF line ends, every field quoted, quotes doubled).
 * A cell that starts with = + - @ (or a tab or carriage return) is prefixed with an apostrophe,
 * so a spreadsheet shows it as text instead of running it as a formula: the cells hold what
 * strangers typed into the shop's forms.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

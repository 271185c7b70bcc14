/**
 * CSV for the console's exports and the product import (RFC 4180: CRLF line ends, every field
 * quoted, quotes doubled). A cell that starts with = + - @ (or a tab or carriage return) is
 * prefixed with an apostrophe, so a spreadsheet shows it as text instead of running it as a
 * formula: the cells hold what strangers typed into the shop's forms. Reading takes the
 * apostrophe off again, so an export imports back unchanged.
 */
import { indiaDate } from '@storefront/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

const FORMULA_START = /^[=+\-@\t\r]/;
const ESCAPED_FORMULA = /^'[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export const csvResponse = z.string().describe('CSV (text/csv) with a header row');

/**
 * A download named `<name>-<India date>.csv`, never cached. It starts with a UTF-8 byte-order
 * mark: without one, Excel reads the file in the computer's old code page and turns ₹ and
 * names written in Devanagari into mojibake. parseCsv skips it, so an export imports back.
 */
export function sendCsv(reply: FastifyReply, name: string, csv: string) {
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${name}-${indiaDate(new Date())}.csv"`)
    .type('text/csv; charset=utf-8')
    .send(Buffer.from(`\uFEFF${csv}`, 'utf8'));
}

export class CsvSyntaxError extends Error {
  constructor(readonly row: number) {
    super(`unclosed quote on row ${row}`);
  }
}

/**
 * The rows of a CSV text: quoted or bare cells, CRLF or LF, a leading byte-order mark (Excel's
 * UTF-8) ignored; blank lines are dropped. An unclosed quote throws CsvSyntaxError with its
 * row number (1 is the first line).
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let rowStart = 1;
  let line = 1;
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const endCell = () => {
    row.push(ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    rowStart = line;
  };
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i += 1;
      line += 1;
      endRow();
    } else cell += char;
  }
  if (quoted) throw new CsvSyntaxError(rowStart);
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

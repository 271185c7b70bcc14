/**
 * The text format of the shop's editable pages (privacy, refund, terms, about; decision 0041).
 * A small subset of Markdown that an owner can type in a plain box, read as blocks and
 * rendered by the web app as React elements, never as HTML, so nothing typed can become
 * markup or code:
 *
 *   A paragraph is one or more lines; a blank line ends it.
 *   ## A heading
 *   - a bullet (bullets in a row make one list)
 *   > a quote, on one or more lines
 *   > — who said it (a last quote line starting with a dash)
 *
 * Any other character is plain text: `<b>`, `**`, `#` and links are shown as typed.
 */

export type PageBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'quote'; text: string; cite: string };

const HEADING = /^##(?:\s+|$)(.*)$/;
const BULLET = /^[-*](?:\s+|$)(.*)$/;
const QUOTE = /^>\s?(.*)$/;
/** An em dash, en dash or one or two hyphens, then the name. */
const CITE = /^(?:—|–|--?)\s*(.+)$/;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The body's blocks in order; empty lines and empty blocks are dropped. */
export function parsePageBody(body: string): PageBlock[] {
  const blocks: PageBlock[] = [];
  // the block being written: lines of a paragraph or a quote, or the items of a list
  let open: { kind: 'paragraph' | 'quote'; lines: string[] } | { kind: 'list'; items: string[] } | null =
    null;

  const close = () => {
    if (!open) return;
    if (open.kind === 'list') {
      const items = open.items.map(squash).filter(Boolean);
      if (items.length > 0) blocks.push({ kind: 'list', items });
    } else if (open.kind === 'paragraph') {
      const text = squash(open.lines.join(' '));
      if (text) blocks.push({ kind: 'paragraph', text });
    } else {
      const lines = open.lines.map(squash).filter(Boolean);
      const last = lines.length > 1 ? CITE.exec(lines[lines.length - 1]!) : null;
      const cite = last ? squash(last[1]!) : '';
      const text = squash((last ? lines.slice(0, -1) : lines).join(' '));
      if (text) blocks.push({ kind: 'quote', text, cite });
    }
    open = null;
  };

  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      close();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      close();
      const text = squash(heading[1]!);
      if (text) blocks.push({ kind: 'heading', text });
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      if (open?.kind !== 'list') {
        close();
        open = { kind: 'list', items: [] };
      }
      open.items.push(bullet[1]!);
      continue;
    }
    const quote = QUOTE.exec(line);
    if (quote) {
      if (open?.kind !== 'quote') {
        close();
        open = { kind: 'quote', lines: [] };
      }
      open.lines.push(quote[1]!);
      continue;
    }
    if (open?.kind === 'list') {
      // a line right under a bullet carries on that bullet, as in Markdown
      open.items[open.items.length - 1] += ` ${line}`;
    } else if (open?.kind === 'quote') {
      open.lines.push(line);
    } else {
      open ??= { kind: 'paragraph', lines: [] };
      open.lines.push(line);
    }
  }
  close();
  return blocks;
}

export type PageSection = { heading: string | null; blocks: PageBlock[] };

/** The blocks grouped under their headings; the blocks before the first heading have none. */
export function pageSections(blocks: PageBlock[]): PageSection[] {
  const sections: PageSection[] = [];
  let current: PageSection = { heading: null, blocks: [] };
  for (const block of blocks) {
    if (block.kind === 'heading') {
      if (current.heading !== null || current.blocks.length > 0) sections.push(current);
      current = { heading: block.text, blocks: [] };
    } else {
      current.blocks.push(block);
    }
  }
  if (current.heading !== null || current.blocks.length > 0) sections.push(current);
  return sections;
}

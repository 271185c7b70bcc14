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

type OpenBlock = { kind: 'paragraph' | 'quote' | 'list'; lines: string[] };

/** A bullet or a quote line: the block it opens or carries on, and its text after the mark. */
function markedLine(line: string): { kind: 'list' | 'quote'; text: string } | null {
  for (const [kind, pattern] of [
    ['list', BULLET],
    ['quote', QUOTE],
  ] as const) {
    const match = pattern.exec(line);
    if (match) return { kind, text: match[1]! };
  }
  return null;
}

/** The body's blocks in order; empty lines and empty blocks are dropped. */
export function parsePageBody(body: string): PageBlock[] {
  const blocks: PageBlock[] = [];
  // the block being written, with its lines (a list's items); cast, not annotated, so the
  // compiler does not narrow it to null for good: close() resets it out of its sight
  let open = null as OpenBlock | null;

  const close = () => {
    if (!open) return;
    if (open.kind === 'list') {
      const items = open.lines.map(squash).filter(Boolean);
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
    const marked = markedLine(line);
    if (marked) {
      if (open?.kind !== marked.kind) {
        close();
        open = { kind: marked.kind, lines: [] };
      }
      open.lines.push(marked.text);
    } else if (open?.kind === 'list') {
      // a line right under a bullet carries on that bullet, as in Markdown
      open.lines[open.lines.length - 1] += ` ${line}`;
    } else {
      // an unmarked line carries on a quote, or a paragraph (started here if none is open)
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

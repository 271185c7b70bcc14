import { describe, expect, it } from 'vitest';
import { type PageBlock, pageSections, parsePageBody } from './page-body';

describe('parsePageBody', () => {
  const cases: [string, string, PageBlock[]][] = [
    ['nothing', '  \n\n', []],
    [
      'one paragraph over two lines',
      'First line\nsecond line',
      [{ kind: 'paragraph', text: 'First line second line' }],
    ],
    [
      'paragraphs split by a blank line (Windows line ends too)',
      'One.\r\n\r\nTwo.',
      [
        { kind: 'paragraph', text: 'One.' },
        { kind: 'paragraph', text: 'Two.' },
      ],
    ],
    [
      'a heading ends a paragraph without a blank line',
      'Intro\n## Eligibility\nYou must be 18.',
      [
        { kind: 'paragraph', text: 'Intro' },
        { kind: 'heading', text: 'Eligibility' },
        { kind: 'paragraph', text: 'You must be 18.' },
      ],
    ],
    [
      'bullets in a row make one list; a line under a bullet carries it on',
      '- One\n- Two\n  and more\n* Three',
      [{ kind: 'list', items: ['One', 'Two and more', 'Three'] }],
    ],
    [
      'a quote with its author on the last line',
      '> Calm and clear.\n> A daily ritual.\n> — Ananya S., Pune',
      [{ kind: 'quote', text: 'Calm and clear. A daily ritual.', cite: 'Ananya S., Pune' }],
    ],
    ['a quote without an author', '> Just this.', [{ kind: 'quote', text: 'Just this.', cite: '' }]],
    [
      'markup and Markdown beyond the subset are plain text',
      '<b>bold</b> **x** [link](https://x.example)\n# One hash\n-no space',
      [{ kind: 'paragraph', text: '<b>bold</b> **x** [link](https://x.example) # One hash -no space' }],
    ],
    ['an empty heading or bullet is dropped', '## \n-  ', []],
  ];
  it.each(cases)('%s', (_name, body, blocks) => {
    expect(parsePageBody(body)).toEqual(blocks);
  });
});

describe('pageSections', () => {
  it('groups blocks under their headings, the intro under none', () => {
    const sections = pageSections(parsePageBody('Intro\n\n## A\nText\n- x\n## B\n> q'));
    expect(sections).toEqual([
      { heading: null, blocks: [{ kind: 'paragraph', text: 'Intro' }] },
      {
        heading: 'A',
        blocks: [
          { kind: 'paragraph', text: 'Text' },
          { kind: 'list', items: ['x'] },
        ],
      },
      { heading: 'B', blocks: [{ kind: 'quote', text: 'q', cite: '' }] },
    ]);
    expect(pageSections(parsePageBody('## Only'))).toEqual([{ heading: 'Only', blocks: [] }]);
  });
});

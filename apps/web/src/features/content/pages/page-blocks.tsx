import { type PageBlock, pageSections } from '@storefront/shared';

/**
 * The editable pages' text as React elements (the shared page text format, decision 0041):
 * every block is text in an element of its kind, never HTML, so what the owner types is
 * shown as typed and can never become markup or code.
 */
export function PageBlocks({ blocks }: { blocks: PageBlock[] }) {
  return blocks.map((block, index) => {
    // blocks have no identity but their place, and the list is never reordered
    const key = `${block.kind}-${index}`;
    switch (block.kind) {
      case 'heading':
        return <h2 key={key}>{block.text}</h2>;
      case 'paragraph':
        return <p key={key}>{block.text}</p>;
      case 'list':
        return (
          <ul key={key}>
            {block.items.map((item, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items are texts that may repeat
              <li key={at}>{item}</li>
            ))}
          </ul>
        );
      case 'quote':
        return (
          <figure key={key} className="border-l-2 border-gold-500 pl-4">
            <blockquote className="italic">{block.text}</blockquote>
            {block.cite ? (
              <figcaption className="mt-1 text-sm font-medium text-plum-900">— {block.cite}</figcaption>
            ) : null}
          </figure>
        );
      default:
        return null;
    }
  });
}

/** A policy page's body: its opening text, then each heading with what follows it as a section. */
export function PageSections({ blocks }: { blocks: PageBlock[] }) {
  return pageSections(blocks).map((section, index) =>
    section.heading === null ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the sections keep the body's order
      <PageBlocks key={index} blocks={section.blocks} />
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: headings may repeat
      <section key={index} className="space-y-2">
        <h2>{section.heading}</h2>
        <PageBlocks blocks={section.blocks} />
      </section>
    ),
  );
}

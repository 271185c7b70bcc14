import { type PageBlock, type PageSection, pageSections, parsePageBody } from '@storefront/shared';

type Quoted = Extract<PageBlock, { kind: 'quote' }>;

/**
 * Where each part of the about page's text goes (decision 0041): the opening text is the
 * About Us column; a section of quotes only is the testimonials; a section of bullets only is
 * a checklist (Why Choose Us); any other section, mixed ones included, is an item of the
 * accordion (Our Mission, Our Vision, Core Values), which shows every block. So the owner
 * writes one text, the page keeps its layout, and nothing written is left out.
 */
export function aboutLayout(body: string) {
  const sections = pageSections(parsePageBody(body));
  const intro: PageBlock[] = [];
  const accordion: (PageSection & { id: string })[] = [];
  const checklists: { id: string; heading: string; items: string[] }[] = [];
  const testimonials: { id: string; heading: string; quotes: Quoted[] }[] = [];
  // a section's place in the text is its identity (headings may repeat)
  for (const [index, section] of sections.entries()) {
    const id = `section-${index}`;
    if (section.heading === null) {
      intro.push(...section.blocks);
    } else if (section.blocks.length > 0 && section.blocks.every((block) => block.kind === 'quote')) {
      testimonials.push({
        id,
        heading: section.heading,
        quotes: section.blocks.filter((block): block is Quoted => block.kind === 'quote'),
      });
    } else if (section.blocks.length > 0 && section.blocks.every((block) => block.kind === 'list')) {
      checklists.push({
        id,
        heading: section.heading,
        items: section.blocks.flatMap((block) => block.items),
      });
    } else {
      accordion.push({ ...section, id });
    }
  }
  return { intro, accordion, checklists, testimonials };
}

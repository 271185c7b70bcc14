import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';

export type AccordionItem = { id: string; title: string; content: ReactNode };

/** Only one section open at a time; each header is a real button with aria-expanded. */
export function Accordion({
  items,
  defaultOpen = null,
  headingLevel = 3,
}: {
  items: AccordionItem[];
  defaultOpen?: string | null;
  /** The level that follows the page's outline: 2 right under the h1, 3 inside a section. */
  headingLevel?: 2 | 3;
}) {
  const [openId, setOpenId] = useState<string | null>(defaultOpen);
  const baseId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="divide-y divide-ivory-300 rounded-2xl border border-ivory-300 bg-ivory-50">
      {items.map((item) => {
        const open = openId === item.id;
        const panelId = `${baseId}-${item.id}`;
        return (
          <div key={item.id}>
            <Heading className="font-sans">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-plum-900"
              >
                {item.title}
                <ChevronDown
                  className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
                  aria-hidden="true"
                />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-label={item.title}
              hidden={!open}
              className="px-5 pb-5 text-sm leading-relaxed text-plum-800"
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}

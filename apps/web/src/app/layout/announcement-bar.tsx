import { Sparkle } from 'lucide-react';
import { useMarquee } from '@/features/content/api/get-marquee';

/** The scrolling announcement strip; still for shoppers who prefer reduced motion. */
export function AnnouncementBar() {
  const marquee = useMarquee();
  const headings = marquee.data ?? [];
  if (headings.length === 0) return <div className="h-8 bg-plum-950" aria-hidden="true" />;
  const run = (copy: number) =>
    headings.map((item) => (
      <li
        key={`${copy}-${item.id}`}
        className="flex shrink-0 items-center gap-3 px-6"
        aria-hidden={copy > 0 || undefined}
      >
        <Sparkle className="size-3 text-gold-400" aria-hidden="true" />
        {item.heading}
      </li>
    ));
  return (
    <section
      aria-label="Announcements"
      className="h-8 overflow-hidden bg-plum-950 text-xs leading-8 tracking-wide text-ivory-100"
    >
      {/* the list is doubled so the loop is seamless at -50% */}
      <ul
        className="flex w-max motion-safe:animate-marquee hover:[animation-play-state:paused]"
        data-testid="marquee"
      >
        {run(0)}
        {run(1)}
      </ul>
    </section>
  );
}

import { SWIPE_THRESHOLD_PX } from '@storefront/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, type TouchEvent, useEffect, useRef, useState } from 'react';

type Props = {
  /** How many slides there are. */
  count: number;
  /** The carousel's accessible name, e.g. "Featured offers". */
  label: string;
  /** What one slide is called in the controls' labels: "Next slide", "Show image 2". */
  itemName: 'slide' | 'image';
  renderSlide: (index: number) => ReactNode;
  /**
   * `stack`: every slide is in the page from the first render and only the current one shows, so the
   * first slide paints with the page (no state to wait for) and the others fade in when chosen.
   * `current`: only the current slide is rendered (a gallery that may hold many large pictures).
   */
  layout: 'stack' | 'current';
  /** Moves on by itself every so many milliseconds, unless the shopper prefers reduced motion or is reading. */
  autoplayMs?: number;
  /** A new value (a new set of pictures) starts again at the first slide. */
  resetKey?: string;
  /** Thumbnails under the slides instead of dots on them. */
  renderThumbnail?: (index: number) => ReactNode;
  className?: string;
  viewportClassName?: string;
  /** The arrows' look and placement; they are hidden when there is one slide. */
  arrowClassName: string;
  'data-testid'?: string;
};

function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** One carousel for the shop: arrows, swipe, arrow keys, dots or thumbnails, optional autoplay. */
export function Carousel({
  count,
  label,
  itemName,
  renderSlide,
  layout,
  autoplayMs,
  resetKey,
  renderThumbnail,
  className = '',
  viewportClassName = '',
  arrowClassName,
  'data-testid': testId,
}: Props) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [shownKey, setShownKey] = useState(resetKey);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  // adjusting state during render (not in an effect) so a new set never paints at the old position
  if (shownKey !== resetKey) {
    setShownKey(resetKey);
    setIndex(0);
  }
  const current = Math.min(index, count - 1);
  const many = count > 1;
  const go = (delta: number) => setIndex((i) => (Math.min(i, count - 1) + delta + count) % count);

  const autoplaying = autoplayMs !== undefined && many && !paused && !prefersReducedMotion();
  useEffect(() => {
    if (!autoplaying) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), autoplayMs);
    return () => window.clearInterval(timer);
  }, [autoplaying, autoplayMs, count]);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !end || !many) return;
    const dx = end.clientX - start.x;
    // a mostly vertical stroke is the page scrolling, not a swipe
    if (Math.abs(dx) >= SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(end.clientY - start.y)) {
      go(dx < 0 ? 1 : -1);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!many) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  const slide = (i: number) => (
    // biome-ignore lint/a11y/useSemanticElements: carousel slides are role=group with a roledescription
    <div
      key={layout === 'stack' ? i : undefined}
      role="group"
      aria-roledescription="slide"
      aria-label={`${i + 1} of ${count}`}
      aria-hidden={layout === 'stack' && i !== current ? true : undefined}
      inert={layout === 'stack' && i !== current ? true : undefined}
      className={
        layout === 'stack'
          ? `col-start-1 row-start-1 transition-opacity duration-700 ${i === current ? 'opacity-100' : 'pointer-events-none opacity-0'}`
          : undefined
      }
    >
      {renderSlide(i)}
    </div>
  );

  const arrow = (delta: -1 | 1) => (
    <button
      type="button"
      onClick={() => go(delta)}
      aria-label={`${delta < 0 ? 'Previous' : 'Next'} ${itemName}`}
      className={`absolute top-1/2 z-10 size-10 -translate-y-1/2 place-items-center rounded-full ${arrowClassName} ${delta < 0 ? 'left-3' : 'right-3'}`}
    >
      {delta < 0 ? (
        <ChevronLeft className="size-5" aria-hidden="true" />
      ) : (
        <ChevronRight className="size-5" aria-hidden="true" />
      )}
    </button>
  );

  const choose = (i: number, content: ReactNode, chosenClass: string) => (
    <button
      key={i}
      type="button"
      onClick={() => setIndex(i)}
      aria-label={`Show ${itemName} ${i + 1}`}
      aria-current={i === current}
      className={chosenClass}
    >
      {content}
    </button>
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid={testId}
    >
      <div className={`relative ${viewportClassName}`} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {/* announce a change the shopper asked for; stay quiet while it moves by itself */}
        <div className="grid" aria-live={autoplaying ? 'off' : 'polite'}>
          {layout === 'stack' ? Array.from({ length: count }, (_, i) => slide(i)) : slide(current)}
        </div>
        {many ? (
          <>
            {arrow(-1)}
            {arrow(1)}
            {renderThumbnail ? null : (
              <div className="absolute bottom-4 left-1/2 z-10 flex -translate-x-1/2 gap-1">
                {Array.from({ length: count }, (_, i) =>
                  choose(
                    i,
                    <span
                      className={`block h-1.5 rounded-full transition-all ${i === current ? 'w-6 bg-gold-400' : 'w-1.5 bg-ivory-50/50'}`}
                    />,
                    'grid size-6 place-items-center',
                  ),
                )}
              </div>
            )}
          </>
        ) : null}
      </div>
      {many && renderThumbnail ? (
        <ul className="relative flex gap-2 overflow-x-auto pb-1 scrollbar-none" aria-label="Thumbnails">
          {Array.from({ length: count }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a thumbnail stands for a position, which is all the carousel knows
            <li key={i} className="shrink-0">
              {choose(
                i,
                renderThumbnail(i),
                `block overflow-hidden rounded-xl border-2 ${i === current ? 'border-gold-500' : 'border-transparent opacity-75 hover:opacity-100'}`,
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

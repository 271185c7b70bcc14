import { SWIPE_THRESHOLD_PX } from '@storefront/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type TouchEvent, useEffect, useRef, useState } from 'react';

type Props = { images: string[]; alt: string };

/** Product images: arrows, swipe (50 px threshold) and thumbnails. */
export function ImageCarousel({ images, alt }: Props) {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const count = images.length;

  // a new variation brings a new image set: show its first image
  const key = images.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the image set changes
  useEffect(() => {
    setIndex(0);
  }, [key]);

  const go = (delta: number) => setIndex((current) => (current + delta + count) % count);

  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start == null || end == null || count < 2) return;
    const distance = end - start;
    if (Math.abs(distance) >= SWIPE_THRESHOLD_PX) go(distance < 0 ? 1 : -1);
  };

  const current = images[Math.min(index, count - 1)] ?? '';
  return (
    <section aria-roledescription="carousel" aria-label={`${alt} images`} className="flex flex-col gap-3">
      <div
        className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-ivory-50 via-ivory-200 to-plum-100"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <img
          src={current}
          alt={count > 1 ? `${alt} (image ${index + 1} of ${count})` : alt}
          width={720}
          height={720}
          fetchPriority="high"
          className="aspect-square w-full object-contain"
          data-testid="product-main-image"
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label="Previous image"
              className="absolute top-1/2 left-3 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-ivory-50/90 text-plum-900 shadow hover:bg-white"
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label="Next image"
              className="absolute top-1/2 right-3 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-ivory-50/90 text-plum-900 shadow hover:bg-white"
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="relative flex gap-2 overflow-x-auto pb-1 scrollbar-none" aria-label="Thumbnails">
          {images.map((image, i) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1}`}
                aria-current={i === index}
                className={`block overflow-hidden rounded-xl border-2 ${i === index ? 'border-gold-500' : 'border-transparent opacity-75 hover:opacity-100'}`}
              >
                <img
                  src={image}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 bg-ivory-200 object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

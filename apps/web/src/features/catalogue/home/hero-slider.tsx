import {
  formatRupees,
  HERO_BACKGROUND_CLASS,
  HERO_BACKGROUND_SIZE,
  HERO_BOX_CLASS,
  HERO_HEIGHT,
  HERO_SHADE_CLASS,
  HOME_BANNER_IMAGE_SIZES,
  HOME_SLIDE_IMAGE_SIZES,
  MSG,
  productPath,
  type Slider,
} from '@storefront/shared';
import { Link } from 'react-router';
import { Carousel } from '@/components/ui/carousel';
import { ErrorNote } from '@/components/ui/error-note';
import { MediaImage } from '@/components/ui/media-image';
import { Skeleton } from '@/components/ui/skeleton';
import { useSliders } from '../api/get-sliders';

const AUTOPLAY_MS = 6000;

export function HeroSlider() {
  const sliders = useSliders();
  // the skeleton and the slider share one height (HERO_HEIGHT), so nothing moves when it arrives
  if (sliders.isPending) return <Skeleton className={`${HERO_HEIGHT} rounded-none`} />;
  if (sliders.isError)
    return (
      <div className="container-page py-6">
        <ErrorNote message={MSG.failedToLoadSlider} />
      </div>
    );
  if (sliders.data.length === 0) return null;
  return <Slides slides={sliders.data} />;
}

function Slides({ slides }: { slides: Slider[] }) {
  return (
    <Carousel
      count={slides.length}
      label="Featured offers"
      itemName="slide"
      layout="stack"
      autoplayMs={AUTOPLAY_MS}
      renderSlide={(i) => <SlideContent slide={slides[i]!} first={i === 0} />}
      className={HERO_BOX_CLASS}
      viewportClassName="grid"
      arrowClassName="hidden bg-ivory-50/15 text-ivory-50 backdrop-blur hover:bg-ivory-50/25 sm:grid"
      data-testid="hero-slider"
    />
  );
}

function SlideContent({ slide, first }: { slide: Slider; first: boolean }) {
  return (
    <div className="relative grid h-full content-center">
      <MediaImage
        src={slide.background_image}
        sizes={HOME_BANNER_IMAGE_SIZES}
        {...HERO_BACKGROUND_SIZE}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
        className={HERO_BACKGROUND_CLASS}
      />
      <div className={HERO_SHADE_CLASS} aria-hidden="true" />
      {/* phones keep the product picture too, as a smaller column beside the text */}
      <div className="container-page relative grid grid-cols-[1fr_6.5rem] items-center gap-3 py-10 pb-14 sm:grid-cols-[1.2fr_1fr] sm:gap-6 sm:py-14 sm:pb-16">
        <div className="flex min-w-0 flex-col items-start gap-3">
          {slide.offer_name ? (
            <p className="rounded-full border border-gold-400/60 px-3 py-1 text-xs font-medium tracking-wider text-gold-300">
              {slide.offer_name}
            </p>
          ) : null}
          <h2 className="font-serif text-3xl leading-tight sm:text-5xl">{slide.slider_name}</h2>
          {slide.description ? (
            <p className="max-w-md text-sm text-ivory-200 sm:text-base">{slide.description}</p>
          ) : null}
          {slide.price != null ? (
            <p className="flex items-baseline gap-3">
              <span className="text-2xl font-semibold text-gold-300">{formatRupees(slide.price)}</span>
              {slide.cutOffPrice != null && slide.cutOffPrice > slide.price ? (
                <s className="text-ivory-300/80">{formatRupees(slide.cutOffPrice)}</s>
              ) : null}
            </p>
          ) : null}
          {slide.product ? (
            <Link to={productPath(slide.product)} className="btn-primary mt-2 px-7">
              View Products
            </Link>
          ) : null}
        </div>
        <MediaImage
          src={slide.image}
          sizes={HOME_SLIDE_IMAGE_SIZES}
          alt={slide.slider_name}
          width={420}
          height={420}
          loading={first ? 'eager' : 'lazy'}
          className="mx-auto block aspect-square w-full max-w-xs self-start object-contain drop-shadow-2xl sm:self-center"
        />
      </div>
    </div>
  );
}

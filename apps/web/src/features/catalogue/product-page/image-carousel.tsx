import { mediaAtWidth, mediaSrcSet, PRODUCT_PAGE_IMAGE_SIZES } from '@storefront/shared';
import { Carousel } from '@/components/ui/carousel';

type Props = { images: string[]; alt: string };

/** Product images: arrows, swipe and thumbnails; a new image set (another variation) opens at its first. */
export function ImageCarousel({ images, alt }: Props) {
  const count = images.length;
  return (
    <Carousel
      count={count}
      label={`${alt} images`}
      itemName="image"
      layout="current"
      resetKey={images.join('|')}
      renderSlide={(i) => (
        <img
          src={images[i] ?? ''}
          srcSet={mediaSrcSet(images[i] ?? '')}
          sizes={PRODUCT_PAGE_IMAGE_SIZES}
          alt={count > 1 ? `${alt} (image ${i + 1} of ${count})` : alt}
          width={720}
          height={720}
          fetchPriority="high"
          className="aspect-square w-full object-contain"
          data-testid="product-main-image"
        />
      )}
      renderThumbnail={(i) => (
        <img
          src={mediaAtWidth(images[i] ?? '', 320)}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="size-16 bg-ivory-200 object-contain"
        />
      )}
      className="flex flex-col gap-3"
      viewportClassName="overflow-hidden rounded-3xl bg-gradient-to-br from-ivory-50 via-ivory-200 to-plum-100"
      arrowClassName="grid bg-ivory-50/90 text-plum-900 shadow hover:bg-white"
    />
  );
}

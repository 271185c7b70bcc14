import {
  GALLERY_CLASS,
  GALLERY_IMAGE_CLASS,
  GALLERY_IMAGE_SIZE,
  GALLERY_VIEWPORT_CLASS,
  mediaAtWidth,
  mediaSrcSet,
  PRODUCT_PAGE_IMAGE_SIZES,
} from '@storefront/shared';
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
          {...GALLERY_IMAGE_SIZE}
          fetchPriority="high"
          className={GALLERY_IMAGE_CLASS}
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
      className={GALLERY_CLASS}
      viewportClassName={GALLERY_VIEWPORT_CLASS}
      arrowClassName="grid bg-ivory-50/90 text-plum-900 shadow hover:bg-white"
    />
  );
}

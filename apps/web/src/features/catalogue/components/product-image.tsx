import {
  PRODUCT_CARD_IMAGE_SIZES,
  PRODUCT_TILE_CLASS,
  PRODUCT_TILE_IMAGE_CLASS,
  PRODUCT_TILE_SIZE,
} from '@storefront/shared';
import { MediaImage } from '@/components/ui/media-image';

type ProductImageProps = {
  src: string;
  alt: string;
  /** The first, above-the-fold image loads eagerly; the rest lazily. */
  eager?: boolean;
  className?: string;
  size?: number;
  /** How wide the tile is drawn, so an uploaded picture is fetched at the width it needs. */
  sizes?: string;
};

/** A product shot on a soft gradient tile of fixed aspect ratio, so grids never jump. */
export function ProductImage({
  eager = false,
  className = '',
  size = PRODUCT_TILE_SIZE,
  sizes = PRODUCT_CARD_IMAGE_SIZES,
  ...picture
}: ProductImageProps) {
  return (
    <div className={`${PRODUCT_TILE_CLASS} ${className}`}>
      <MediaImage
        {...picture}
        sizes={sizes}
        width={size}
        height={size}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={PRODUCT_TILE_IMAGE_CLASS}
      />
    </div>
  );
}

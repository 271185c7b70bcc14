import { mediaSrcSet } from '@storefront/shared';
import type { ComponentPropsWithRef } from 'react';

type SquareImageProps = Omit<ComponentPropsWithRef<'img'>, 'width' | 'height' | 'srcSet' | 'sizes'> & {
  /** The width and the height in pixels, reserved before the picture arrives so nothing jumps. */
  size: number;
};

/**
 * A square picture (thumbnail, swatch, icon); decorative (`alt=""`) unless told what it shows.
 * A picture the shop keeps at several widths is fetched at the smallest that fills `size`.
 */
export function SquareImage({ size, alt = '', src, ...img }: SquareImageProps) {
  const srcSet = src ? mediaSrcSet(src) : undefined;
  return (
    <img
      alt={alt}
      width={size}
      height={size}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? `${size}px` : undefined}
      {...img}
    />
  );
}

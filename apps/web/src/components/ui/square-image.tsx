import type { ComponentPropsWithRef } from 'react';

type SquareImageProps = Omit<ComponentPropsWithRef<'img'>, 'width' | 'height'> & {
  /** The width and the height in pixels, reserved before the picture arrives so nothing jumps. */
  size: number;
};

/** A square picture (thumbnail, swatch, icon); decorative (`alt=""`) unless told what it shows. */
export function SquareImage({ size, alt = '', ...img }: SquareImageProps) {
  return <img alt={alt} width={size} height={size} {...img} />;
}

import { mediaSrcSet } from '@storefront/shared';
import type { ComponentPropsWithRef } from 'react';

type MediaImageProps = Omit<ComponentPropsWithRef<'img'>, 'src' | 'srcSet'> & {
  /** An uploaded picture: the shop keeps it at several widths. */
  src: string;
  /** How wide it is drawn, so the browser fetches the width it needs. */
  sizes: string;
  width: number;
  height: number;
};

/** An uploaded picture offered at every width the shop keeps; decorative (`alt=""`) unless told what it shows. */
export function MediaImage({ src, alt = '', ...img }: MediaImageProps) {
  return <img src={src} srcSet={mediaSrcSet(src)} alt={alt} {...img} />;
}

import type { Product, Variation } from '@storefront/shared';
import { useEffect } from 'react';

/** A schema.org Product script in <head>, removed when the page changes. */
export function ProductJsonLd({ product, variation }: { product: Product; variation: Variation | null }) {
  useEffect(() => {
    const price = variation
      ? (variation.salePrice ?? variation.price)
      : (product.discountPrice ?? product.originalPrice);
    const stock = variation ? variation.stock : product.totalStock;
    const data = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      image: [product.image, ...product.gallery].map((src) => new URL(src, window.location.origin).href),
      description: product.short_description || product.description,
      sku: variation?.sku ?? product.sku,
      category: product.category.join(', '),
      offers: {
        '@type': 'Offer',
        url: window.location.href,
        priceCurrency: 'INR',
        price: price.toFixed(2),
        availability: stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    };
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.productJsonLd = '';
    // "<" escaped so a title can never close the script element
    script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
    // replaces the one the server wrote into the page (or another product's)
    for (const old of document.head.querySelectorAll('script[data-product-json-ld]')) old.remove();
    document.head.appendChild(script);
    return () => script.remove();
  }, [product, variation]);
  return null;
}

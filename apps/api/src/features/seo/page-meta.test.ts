import { mediaSrcSet, PRODUCT_PAGE_IMAGE_SIZES } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, headTags, plainText, renderPage, scriptJson, splitTemplate } from './page-meta';

describe('page meta', () => {
  it('writes every attribute escaped and JSON with no way out of its script', () => {
    const tags = headTags({
      title: 'A "quoted" <b> & co',
      description: "it's",
      canonical: 'https://shop.example/a?b=1&c=2',
      type: 'website',
      siteName: 'Shop',
      jsonLd: { name: '</script><script>x()</script>' },
    });
    expect(tags).toContain('<title>A &#34;quoted&#34; &#60;b&#62; &#38; co</title>');
    expect(tags).toContain('content="it&#39;s"');
    expect(tags).toContain('href="https://shop.example/a?b=1&#38;c=2"');
    expect(tags).not.toContain('</script><script>');
    expect(tags).toContain('\\u003c/script>');
    expect(JSON.parse(scriptJson(JSON.stringify({ a: '<!--' })))).toEqual({ a: '<!--' });
    // no image: the small card, and no empty image tags
    expect(tags).toContain('name="twitter:card" content="summary"');
    expect(tags).not.toContain('og:image');
  });

  it('preloads an uploaded picture at the width the product page picks', () => {
    const image = '/api/media/uploads/AbCdEfGhIjKlMnOpQrStUv-1024.webp';
    const tags = headTags({
      title: 'Oud',
      description: '',
      type: 'product',
      siteName: 'Shop',
      preloadImage: { src: image, sizes: PRODUCT_PAGE_IMAGE_SIZES },
    });
    expect(tags).toContain(
      `<link rel="preload" as="image" href="${image}" imagesrcset="${mediaSrcSet(image)}" imagesizes="${PRODUCT_PAGE_IMAGE_SIZES}" fetchpriority="high">`,
    );
  });

  it('makes one line of plain text from markup, cut at a word', () => {
    expect(plainText('<p>Deep\n  <b>rose</b></p>')).toBe('Deep rose');
    expect(plainText('one two three four', 12)).toBe('one two…');
  });

  it('makes image addresses absolute on the origin, leaving absolute ones', () => {
    expect(absoluteUrl('/api/media/a b.webp', 'https://shop.example')).toBe(
      'https://shop.example/api/media/a%20b.webp',
    );
    expect(absoluteUrl('https://cdn.example/x.webp', 'https://shop.example')).toBe(
      'https://cdn.example/x.webp',
    );
  });

  it('replaces the template title and description and keeps the rest of the head', () => {
    const template = splitTemplate(
      '<html><head>\n    <meta charset="UTF-8" />\n    <meta name="description" content="x" />\n    <title>Old</title>\n    <link rel="manifest" href="/m" />\n  </head><body></body></html>',
    );
    const html = renderPage(template, '<title>New</title>');
    expect(html).not.toContain('Old');
    expect(html).not.toContain('content="x"');
    expect(html).toContain('<link rel="manifest" href="/m" />');
    expect(html.indexOf('<title>New</title>')).toBeLessThan(html.indexOf('</head>'));
  });
});

import { describe, expect, it } from 'vitest';
import { mediaAtWidth, mediaSrcSet } from './media-urls';

const uploaded = '/api/media/uploads/AbCdEfGhIjKlMnOpQrStUv-1024.webp';

describe('uploaded picture addresses', () => {
  it('offers every stored width of an upload, wherever it is stored', () => {
    expect(mediaSrcSet(uploaded)).toBe(
      '/api/media/uploads/AbCdEfGhIjKlMnOpQrStUv-320.webp 320w, /api/media/uploads/AbCdEfGhIjKlMnOpQrStUv-640.webp 640w, /api/media/uploads/AbCdEfGhIjKlMnOpQrStUv-1024.webp 1024w, /api/media/uploads/AbCdEfGhIjKlMnOpQrStUv-1600.webp 1600w',
    );
    expect(mediaAtWidth('https://cdn.example.com/shop/AbCdEfGhIjKlMnOpQrStUv-1024.webp', 320)).toBe(
      'https://cdn.example.com/shop/AbCdEfGhIjKlMnOpQrStUv-320.webp',
    );
  });

  it('leaves any other address alone', () => {
    expect(mediaSrcSet('/api/media/bottle/royal-oud.svg')).toBeUndefined();
    expect(mediaAtWidth('https://example.com/a.jpg', 320)).toBe('https://example.com/a.jpg');
  });
});

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SquareImage } from './square-image';

describe('SquareImage', () => {
  it('lets the browser fetch an upload at the smallest stored width that fills the square', () => {
    const { container } = render(
      <SquareImage src="/api/media/uploads/AbCdEfGhIjKlMnOpQrStUv-1024.webp" size={96} />,
    );
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('sizes', '96px');
    expect(img.getAttribute('srcset')).toContain('/api/media/uploads/AbCdEfGhIjKlMnOpQrStUv-320.webp 320w');
    expect(img).toHaveAttribute('width', '96');
    expect(img).toHaveAttribute('height', '96');
    expect(img).toHaveAttribute('alt', '');
  });

  it('shows any other picture as it is', () => {
    const { container } = render(<SquareImage src="/api/media/swatch/rose.svg" size={48} alt="Rose" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/api/media/swatch/rose.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('alt', 'Rose');
  });
});

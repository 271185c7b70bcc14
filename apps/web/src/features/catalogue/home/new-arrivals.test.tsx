import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardFixture } from '@/test/fixtures';
import { mockApi, renderRoute } from '@/test/render';
import { NewArrivals } from './new-arrivals';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const cards = [
  cardFixture({ product_id: '0b9f8c3e-1d2a-4c5b-8e7f-000000000001', title: 'Oud Royale Attar' }),
  cardFixture({ product_id: '0b9f8c3e-1d2a-4c5b-8e7f-000000000002', title: 'Mogra Mist' }),
];

describe('NewArrivals', () => {
  it('shows a group whose products arrive as JSON text, beside one sent as a list', async () => {
    mockApi({
      '/newarrival/all/': {
        isError: false,
        data: [
          {
            id: 'g1',
            category_name: 'New in Perfumes',
            description: 'Fresh',
            product: JSON.stringify(cards),
          },
          { id: 'g2', category_name: 'Astro Essentials', description: '', product: [cards[1]] },
        ],
      },
    });
    renderRoute(<NewArrivals />);
    const rows = await screen.findAllByTestId('new-arrival-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('heading', { name: 'New in Perfumes' })).toBeInTheDocument();
    expect(within(rows[0]!).getAllByTestId('product-card')).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Mogra Mist' })).toBeInTheDocument();
    expect(within(rows[1]!).getAllByTestId('product-card')).toHaveLength(1);
  });

  it('moves a row by exactly 300 px per chevron, with no snapping to round the step', async () => {
    mockApi({
      '/newarrival/all/': {
        isError: false,
        data: [{ id: 'g1', category_name: 'New in Perfumes', description: '', product: cards }],
      },
    });
    const scrollBy = vi.fn();
    HTMLElement.prototype.scrollBy = scrollBy as unknown as typeof HTMLElement.prototype.scrollBy;
    renderRoute(<NewArrivals />);
    await userEvent.click(await screen.findByRole('button', { name: 'Scroll New in Perfumes right' }));
    await userEvent.click(screen.getByRole('button', { name: 'Scroll New in Perfumes left' }));
    expect(scrollBy.mock.calls.map(([options]) => (options as ScrollToOptions).left)).toEqual([300, -300]);
    const strip = screen.getByTestId('new-arrival-strip');
    expect(strip.className).not.toMatch(/\bsnap-/);
    for (const item of within(strip).getAllByRole('listitem')) expect(item.className).not.toMatch(/\bsnap-/);
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

const names = ['Rose', 'Oud', 'Amber'];

function renderCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  return render(
    <Carousel
      count={names.length}
      label="Featured offers"
      itemName="slide"
      layout="stack"
      renderSlide={(i) => <p>{names[i]}</p>}
      arrowClassName="grid"
      {...props}
    />,
  );
}

/** The slide a shopper can see (and a screen reader reach). */
function shownSlide() {
  const shown = screen.getAllByRole('group').filter((slide) => slide.getAttribute('aria-hidden') !== 'true');
  expect(shown).toHaveLength(1);
  return shown[0]!;
}

function swipe(element: Element, from: { x: number; y: number }, to: { x: number; y: number }) {
  fireEvent.touchStart(element, { touches: [{ clientX: from.x, clientY: from.y }] });
  fireEvent.touchEnd(element, { changedTouches: [{ clientX: to.x, clientY: to.y }] });
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('is a labelled carousel of labelled slides with every slide in the page and one shown', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Featured offers' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(shownSlide()).toHaveTextContent('Rose');
  });

  it('moves with the arrows, wrapping at both ends, and with the dots', async () => {
    renderCarousel();
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownSlide()).toHaveTextContent('Amber');
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toHaveTextContent('Rose');
    await userEvent.click(screen.getByRole('button', { name: 'Show slide 2' }));
    expect(shownSlide()).toHaveTextContent('Oud');
    expect(screen.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute('aria-current', 'false');
  });

  it('moves with the arrow keys while focus is inside it', async () => {
    renderCarousel();
    screen.getByRole('button', { name: 'Show slide 1' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(shownSlide()).toHaveTextContent('Oud');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownSlide()).toHaveTextContent('Amber');
  });

  it('follows a horizontal swipe of at least 50 px, and nothing shorter or mostly vertical', () => {
    renderCarousel();
    const viewport = shownSlide().parentElement!;
    swipe(viewport, { x: 200, y: 100 }, { x: 151, y: 100 });
    expect(shownSlide()).toHaveTextContent('Rose');
    swipe(viewport, { x: 200, y: 100 }, { x: 140, y: 220 });
    expect(shownSlide()).toHaveTextContent('Rose');
    swipe(viewport, { x: 200, y: 100 }, { x: 150, y: 110 });
    expect(shownSlide()).toHaveTextContent('Oud');
    swipe(viewport, { x: 100, y: 100 }, { x: 150, y: 100 });
    expect(shownSlide()).toHaveTextContent('Rose');
  });

  it('plays by itself, pauses while the pointer or focus is on it, and stays still for reduced motion', () => {
    vi.useFakeTimers();
    stubReducedMotion(false);
    const { unmount } = renderCarousel({ autoplayMs: 6000 });
    act(() => vi.advanceTimersByTime(6000));
    expect(shownSlide()).toHaveTextContent('Oud');
    fireEvent.mouseEnter(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(12_000));
    expect(shownSlide()).toHaveTextContent('Oud');
    fireEvent.mouseLeave(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(6000));
    expect(shownSlide()).toHaveTextContent('Amber');
    unmount();

    stubReducedMotion(true);
    renderCarousel({ autoplayMs: 6000 });
    act(() => vi.advanceTimersByTime(18_000));
    expect(shownSlide()).toHaveTextContent('Rose');
  });

  it('never plays by itself without autoplay', () => {
    vi.useFakeTimers();
    stubReducedMotion(false);
    renderCarousel();
    act(() => vi.advanceTimersByTime(60_000));
    expect(shownSlide()).toHaveTextContent('Rose');
  });

  it('renders only the current slide, with thumbnails, and starts again at the first for a new set', async () => {
    const thumbnails = (i: number) => <span>thumb {i + 1}</span>;
    const props = { layout: 'current', itemName: 'image', renderThumbnail: thumbnails } as const;
    const { rerender } = renderCarousel({ ...props, resetKey: 'a' });
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Show image 1' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Thumbnails' })).getAllByRole('button')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Show image 3' }));
    expect(screen.getByRole('group', { name: '3 of 3' })).toHaveTextContent('Amber');
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveTextContent('Rose');
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));

    rerender(
      <Carousel
        count={2}
        label="Featured offers"
        renderSlide={(i) => <p>{['Musk', 'Vetiver'][i]}</p>}
        arrowClassName="grid"
        {...props}
        resetKey="b"
      />,
    );
    expect(screen.getByRole('group', { name: '1 of 2' })).toHaveTextContent('Musk');
  });

  it('has no controls for a single slide', () => {
    renderCarousel({ count: 1 });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(shownSlide()).toHaveTextContent('Rose');
  });
});

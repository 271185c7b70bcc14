import { HOME_SLIDE_IMAGE_SIZES, type Slider } from '@storefront/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute } from '@/test/render';
import { HeroSlider } from './hero-slider';

const slide = (id: string, name: string): Slider => ({
  id,
  slider_name: name,
  offer_name: '',
  description: '',
  price: null,
  cutOffPrice: null,
  image: `/api/media/bottle/${id}.svg`,
  background_image: `/api/media/banner/${id}.svg`,
  product: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('HeroSlider', () => {
  it('offers a phone the smaller stored widths of an uploaded picture', async () => {
    const uploaded = '/api/media/uploads/AbCdEfGhIjKlMnOpQrStUv-1024.webp';
    mockApi({
      '/slider/all/': { isError: false, data: [{ ...slide('oud', 'The Oud Edit'), image: uploaded }] },
    });
    renderRoute(<HeroSlider />);
    const picture = await screen.findByRole('img', { name: 'The Oud Edit' });
    expect(picture.getAttribute('srcset')).toContain(
      '/api/media/uploads/AbCdEfGhIjKlMnOpQrStUv-320.webp 320w',
    );
    expect(picture).toHaveAttribute('sizes', HOME_SLIDE_IMAGE_SIZES);
  });

  it('paints the first slide with its pictures fetched first, and the others hidden until chosen', async () => {
    mockApi({
      '/slider/all/': { isError: false, data: [slide('oud', 'The Oud Edit'), slide('rose', 'Rose Week')] },
    });
    renderRoute(<HeroSlider />);

    const hero = await screen.findByRole('region', { name: 'Featured offers' });
    expect(within(hero).getByRole('heading', { name: 'The Oud Edit' })).toBeInTheDocument();
    expect(within(hero).queryByRole('heading', { name: 'Rose Week' })).not.toBeInTheDocument();
    const first = within(hero).getByRole('group', { name: '1 of 2' });
    const background = first.querySelector('img[src="/api/media/banner/oud.svg"]');
    expect(background).toHaveAttribute('loading', 'eager');
    expect(background).toHaveAttribute('fetchpriority', 'high');
    expect(within(first).getByRole('img', { name: 'The Oud Edit' })).toHaveAttribute('loading', 'eager');
    const second = hero.querySelector('[aria-roledescription="slide"][aria-label="2 of 2"]');
    expect(second).toHaveAttribute('aria-hidden', 'true');
    expect(second?.querySelector('img[src="/api/media/banner/rose.svg"]')).toHaveAttribute('loading', 'lazy');

    await userEvent.click(within(hero).getByRole('button', { name: 'Next slide' }));
    expect(within(hero).getByRole('heading', { name: 'Rose Week' })).toBeInTheDocument();
    expect(within(hero).queryByRole('heading', { name: 'The Oud Edit' })).not.toBeInTheDocument();
  });
});

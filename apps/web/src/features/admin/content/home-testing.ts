import {
  type AdminHomeContent,
  type AdminHomeProduct,
  type AdminProductSummary,
  type AdminSlider,
  HOME_CONTENT_MSG,
  type HomeKind,
} from '@storefront/shared';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { renderRoute } from '@/test/render';
import { OWNER, stubAdminApi } from '../testing';
import { AdminHomeContentPage } from './home-page';

export const ROSE: AdminHomeProduct = {
  id: '00000000-0000-4000-8000-0000000000a1',
  title: 'Rose Attar',
  image: '/media/rose.webp',
  status: 'Active',
};
export const OUD: AdminHomeProduct = {
  id: '00000000-0000-4000-8000-0000000000a2',
  title: 'Oud Royale',
  image: '/media/oud.webp',
  status: 'Active',
};
export const MUSK: AdminHomeProduct = {
  id: '00000000-0000-4000-8000-0000000000a3',
  title: 'Hidden Musk',
  image: '/media/musk.webp',
  status: 'Inactive',
};

export const slider = (n: number, extra: Partial<AdminSlider> = {}): AdminSlider => ({
  id: `00000000-0000-4000-8000-0000000000b${n}`,
  sliderName: ['The Oud Edit', 'Rose Week', 'Gem Fair'][n - 1] ?? `Card ${n}`,
  offerName: 'Up to 20% off',
  description: '',
  price: 1999,
  cutOffPrice: 2499,
  image: `/media/slide-${n}.webp`,
  backgroundImage: `/media/slide-${n}-bg.webp`,
  product: null,
  position: n,
  status: 'Active',
  ...extra,
});

export const homeContent = (): AdminHomeContent => ({
  sliders: [slider(1, { product: OUD }), slider(2, { status: 'Inactive' })],
  offers: [
    {
      id: '00000000-0000-4000-8000-0000000000d1',
      image: '/media/offer.webp',
      title: 'Free diya',
      description: '',
      link: '/Products',
      position: 1,
      status: 'Active',
    },
  ],
  marquees: [
    { id: '00000000-0000-4000-8000-0000000000e1', heading: 'Free delivery over ₹999', position: 1 },
    { id: '00000000-0000-4000-8000-0000000000e2', heading: 'Diwali gifts ship today', position: 2 },
  ],
  newArrivals: [
    {
      id: '00000000-0000-4000-8000-0000000000f1',
      categoryName: 'Attars',
      description: 'Fresh in',
      products: [ROSE, OUD],
      position: 1,
    },
  ],
});

const summary = (product: AdminHomeProduct): AdminProductSummary => ({
  ...product,
  sku: product.title.toUpperCase().replace(' ', '-'),
  productType: 'Simple',
  price: 500,
  salePrice: null,
  totalStock: 5,
  variationCount: 0,
  categories: [],
  updatedAt: '2026-11-20T06:00:00.000Z',
});

export type Sent = { method: string; path: string; body: unknown };
type Refusal = { status: number; body: unknown };

/**
 * A console server in memory for the home page: GET /admin/home answers `home`, the product
 * search filters three products by title, and every write is recorded and applied simply
 * (`apply`), unless `refuse` answers it first.
 */
export function stubHomeApi({
  refuse,
  apply,
}: {
  refuse?: (sent: Sent) => Refusal | undefined;
  apply?: (home: AdminHomeContent, sent: Sent, kind: HomeKind) => string;
} = {}) {
  const sent: Sent[] = [];
  let home = homeContent();
  stubAdminApi((request, init) => {
    const method = init?.method ?? 'GET';
    const path = request.pathname.replace(/^\/api/, '');
    if (path === '/admin/refresh') return { body: { accessToken: 'staff-token', staff: OWNER } };
    if (method === 'GET' && path === '/admin/home') return { body: home };
    if (method === 'GET' && path === '/admin/products') {
      const q = (request.searchParams.get('q') ?? '').toLowerCase();
      const items = [ROSE, OUD, MUSK]
        .filter((product) => product.title.toLowerCase().includes(q))
        .map(summary);
      return {
        body: { items, total: items.length, page: 1, pageSize: 8, lowStockThreshold: 5 },
      };
    }
    const entry = { method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(entry);
    const refusal = refuse?.(entry);
    if (refusal) return refusal;
    home = structuredClone(home);
    const kind = path.split('/')[3] as HomeKind;
    const id = apply?.(home, entry, kind) ?? path.split('/')[4] ?? 'new';
    return {
      status: method === 'POST' && !path.endsWith('/move') ? 201 : 200,
      body: { message: messageOf(entry, kind), id, home },
    };
  });
  return { sent };
}

const SAVED = {
  sliders: [HOME_CONTENT_MSG.sliderSaved, HOME_CONTENT_MSG.sliderDeleted],
  offers: [HOME_CONTENT_MSG.offerSaved, HOME_CONTENT_MSG.offerDeleted],
  marquees: [HOME_CONTENT_MSG.marqueeSaved, HOME_CONTENT_MSG.marqueeDeleted],
  'new-arrivals': [HOME_CONTENT_MSG.groupSaved, HOME_CONTENT_MSG.groupDeleted],
} as const;

/** The server's message for a write. */
function messageOf({ method, path, body }: Sent, kind: HomeKind): string {
  if (path.endsWith('/move')) return HOME_CONTENT_MSG.moved;
  if (path.endsWith('/status'))
    return (body as { status: string }).status === 'Active'
      ? HOME_CONTENT_MSG.activated
      : HOME_CONTENT_MSG.deactivated;
  return SAVED[kind][method === 'DELETE' ? 1 : 0];
}

/** Moves `id` one place in `list` as the server does. */
export function moveIn<T extends { id: string }>(list: T[], id: string, direction: 'up' | 'down') {
  const from = list.findIndex((item) => item.id === id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= list.length) return;
  [list[from], list[to]] = [list[to]!, list[from]!];
}

export const renderHomePage = () =>
  renderRoute(createElement(AdminHomeContentPage), { path: '/admin/home', url: '/admin/home' });

/** Renders the home page and opens the edit form of the card named `name`. */
export async function openEditForm(user: UserEvent, name: string): Promise<HTMLElement> {
  renderHomePage();
  await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return screen.getByRole('form', { name: `Edit ${name}` });
}

/** Renders the home page and opens the form adding a `noun` (slider card, group...). */
export async function openNewForm(user: UserEvent, noun: string): Promise<HTMLElement> {
  renderHomePage();
  await user.click(await screen.findByRole('button', { name: `Add ${noun}` }));
  return screen.getByRole('form', { name: `New ${noun}` });
}

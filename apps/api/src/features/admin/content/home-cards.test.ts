import {
  type AdminHomeContent,
  type AdminOfferForm,
  type AdminSliderForm,
  CATALOGUE_ADMIN_MSG,
  CONSOLE_FIELD_MSG,
  HOME_CONTENT_MSG,
} from '@storefront/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sliders } from '../../../db/schema';
import { expectError, expectFieldError, fieldErrors } from '../../../test/answers';
import { TEST_SHOP_ID } from '../../../test/app';
import { insertOffer, insertProduct, insertSlider } from '../../../test/fixtures';
import { consoleTestApp } from '../console-test-app';

/** Slider cards and offers: the console writes, the storefront's /slider/all and /offer/all follow at once. */

const { ctx, owner, admin } = consoleTestApp({ prefix: '/home' });
const ids: Record<string, string> = {};

beforeAll(async () => {
  ids.rose = await insertProduct(ctx.db, TEST_SHOP_ID, { title: 'Rose Attar' });
  ids.hidden = await insertProduct(ctx.db, TEST_SHOP_ID, { title: 'Hidden Musk', status: 'Inactive' });
  ids.elsewhere = await insertProduct(ctx.db, 'other-shop', { title: 'Not ours' });
  ids.seeded = (await insertSlider(ctx.db, TEST_SHOP_ID, { sliderName: 'Seeded card', position: 1 })).id;
  ids.seededOffer = (await insertOffer(ctx.db, TEST_SHOP_ID, { title: 'Seeded offer', position: 1 })).id;
});

const storefront = async (kind: 'slider' | 'offer') => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/${kind}/all/${TEST_SHOP_ID}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as Record<string, unknown>[];
};
const auditFor = (entityId: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.shopId, TEST_SHOP_ID)))
    .orderBy(auditLog.createdAt);

const sliderForm = (overrides: Partial<AdminSliderForm> = {}): AdminSliderForm => ({
  sliderName: 'Monsoon musk',
  offerName: 'Flat 15% off',
  description: 'Rain on warm earth',
  price: 1299.5,
  cutOffPrice: 1599,
  image: '/api/media/uploads/AbCdEfGhIjKlMnOpQrStUv-1024.webp',
  backgroundImage: 'https://cdn.example.com/monsoon.webp',
  productId: ids.rose,
  status: 'Active',
  ...overrides,
});

async function createdSlider(overrides: Partial<AdminSliderForm> = {}) {
  const res = await admin('POST', '/sliders', sliderForm(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { message: string; id: string; home: AdminHomeContent };
}

describe('slider cards in the console', () => {
  it('adds a card linked to a product last; the storefront shows it at once with View Products', async () => {
    // a cached answer first: the write must empty it
    expect((await storefront('slider')).map((card) => card.slider_name)).toEqual(['Seeded card']);
    const { message, id, home } = await createdSlider();
    expect(message).toBe(HOME_CONTENT_MSG.sliderSaved);
    expect(home.sliders.map((card) => card.sliderName)).toEqual(['Seeded card', 'Monsoon musk']);
    expect(home.sliders[1]).toMatchObject({
      id,
      price: 1299.5,
      cutOffPrice: 1599,
      position: 2,
      status: 'Active',
      product: { id: ids.rose, title: 'Rose Attar', status: 'Active' },
    });

    const shown = await storefront('slider');
    expect(shown.at(-1)).toEqual({
      id,
      slider_name: 'Monsoon musk',
      offer_name: 'Flat 15% off',
      description: 'Rain on warm earth',
      price: 1299.5,
      cutOffPrice: 1599,
      image: '/api/media/uploads/AbCdEfGhIjKlMnOpQrStUv-1024.webp',
      background_image: 'https://cdn.example.com/monsoon.webp',
      product: { product_id: ids.rose, title: 'Rose Attar' },
    });
    const [row] = await ctx.db.select().from(sliders).where(eq(sliders.id, id));
    expect(row).toMatchObject({ pricePaise: 129_950, cutOffPricePaise: 159_900, shopId: TEST_SHOP_ID });

    const [entry] = await auditFor(id);
    expect(entry).toMatchObject({
      action: 'slider.created',
      entity: 'slider',
      staffId: owner.id,
      before: null,
    });
    expect(entry!.after).toMatchObject({ sliderName: 'Monsoon musk', price: 1299.5, productId: ids.rose });
  });

  it('refuses bad input with a message per field, never a 500', async () => {
    expect(fieldErrors(await admin('POST', '/sliders', {}))).toEqual({
      sliderName: HOME_CONTENT_MSG.enterSliderName,
      image: HOME_CONTENT_MSG.addImage,
      backgroundImage: HOME_CONTENT_MSG.addBackgroundImage,
    });
    const bad = await admin(
      'POST',
      '/sliders',
      sliderForm({ image: 'javascript:alert(1)', price: 'ten', cutOffPrice: 5, productId: 'abc' }),
    );
    expect(fieldErrors(bad)).toEqual({
      image: CATALOGUE_ADMIN_MSG.badImage,
      price: CONSOLE_FIELD_MSG.rupeesAsDigits,
      productId: HOME_CONTENT_MSG.unknownProduct,
    });
    const lowCutOff = await admin('POST', '/sliders', sliderForm({ price: 900, cutOffPrice: 900 }));
    expect(lowCutOff.json().fields).toEqual({ cutOffPrice: HOME_CONTENT_MSG.enterCutOffPrice });
    const noPrice = await admin('POST', '/sliders', sliderForm({ price: '', cutOffPrice: 900 }));
    expect(noPrice.json().fields).toEqual({ cutOffPrice: HOME_CONTENT_MSG.enterCutOffPrice });
    // a well-formed id of no product, and another shop's product, are both unknown here
    for (const productId of ['00000000-0000-4000-8000-00000000abcd', ids.elsewhere]) {
      const unknown = await admin('POST', '/sliders', sliderForm({ productId }));
      expectFieldError(unknown, 400, 'productId', HOME_CONTENT_MSG.unknownProduct);
    }
    expect((await admin('GET', '')).json().sliders).toHaveLength(2);
  });

  it('saves an edit with before and after in the audit log; an unknown card is 404', async () => {
    const { id } = await createdSlider({ sliderName: 'To edit' });
    const res = await admin(
      'PUT',
      `/sliders/${id}`,
      sliderForm({ sliderName: 'Edited', price: '', cutOffPrice: '', productId: '' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().home.sliders.find((card: { id: string }) => card.id === id)).toMatchObject({
      sliderName: 'Edited',
      price: null,
      cutOffPrice: null,
      product: null,
    });
    expect((await storefront('slider')).find((card) => card.id === id)).toMatchObject({
      slider_name: 'Edited',
      price: null,
      product: null,
    });
    const entries = await auditFor(id);
    expect(entries.at(-1)).toMatchObject({
      action: 'slider.saved',
      before: expect.objectContaining({ sliderName: 'To edit', price: 1299.5, productId: ids.rose }),
      after: expect.objectContaining({ sliderName: 'Edited', price: null, productId: null }),
    });

    expectError(
      await admin('PUT', '/sliders/00000000-0000-4000-8000-00000000dead', sliderForm()),
      404,
      HOME_CONTENT_MSG.sliderNotFound,
    );
    expect((await admin('PUT', '/sliders/not-an-id', sliderForm())).statusCode).toBe(400);
  });

  it('deactivates a card: the storefront leaves it out, the console keeps it; activating brings it back', async () => {
    const { id } = await createdSlider({ sliderName: 'Seasonal' });
    expect((await storefront('slider')).some((card) => card.id === id)).toBe(true);
    const off = await admin('PATCH', `/sliders/${id}/status`, { status: 'Inactive' });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe(HOME_CONTENT_MSG.deactivated);
    expect((await storefront('slider')).some((card) => card.id === id)).toBe(false);
    expect(off.json().home.sliders.find((card: { id: string }) => card.id === id).status).toBe('Inactive');
    expect((await auditFor(id)).at(-1)).toMatchObject({
      action: 'slider.status',
      before: { status: 'Active' },
      after: { status: 'Inactive' },
    });

    const on = await admin('PATCH', `/sliders/${id}/status`, { status: 'Active' });
    expect(on.json().message).toBe(HOME_CONTENT_MSG.activated);
    expect((await storefront('slider')).some((card) => card.id === id)).toBe(true);
    expect((await admin('PATCH', `/sliders/${id}/status`, { status: 'Draft' })).statusCode).toBe(400);
  });

  it('shows a card linked to an inactive product without its View Products link', async () => {
    const { id, home } = await createdSlider({ sliderName: 'Linked to hidden', productId: ids.hidden });
    expect(home.sliders.find((card) => card.id === id)?.product).toMatchObject({ status: 'Inactive' });
    expect((await storefront('slider')).find((card) => card.id === id)?.product).toBeNull();
  });

  it('moves a card up and down in the storefront order, recording the move', async () => {
    const before = (await admin('GET', '')).json().sliders.map((card: { id: string }) => card.id) as string[];
    const last = before.at(-1)!;
    const moved = await admin('POST', `/sliders/${last}/move`, { direction: 'up' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().message).toBe(HOME_CONTENT_MSG.moved);
    const expected = [...before.slice(0, -2), last, before.at(-2)];
    expect(moved.json().home.sliders.map((card: { id: string }) => card.id)).toEqual(expected);
    expect(moved.json().home.sliders.map((card: { position: number }) => card.position)).toEqual(
      expected.map((_, index) => index + 1),
    );
    const active = (await storefront('slider')).map((card) => card.id);
    expect(active).toEqual(expected.filter((cardId) => active.includes(cardId)));
    expect((await auditFor(last)).at(-1)).toMatchObject({
      action: 'slider.moved',
      after: { position: before.length - 1 },
    });

    // the first cannot go higher: nothing changes and nothing is recorded
    const entries = (await auditFor(before[0]!)).length;
    const top = await admin('POST', `/sliders/${before[0]}/move`, { direction: 'up' });
    expect(top.json().home.sliders.map((card: { id: string }) => card.id)).toEqual(expected);
    expect(await auditFor(before[0]!)).toHaveLength(entries);

    const down = await admin('POST', `/sliders/${before[0]}/move`, { direction: 'down' });
    expect(
      down
        .json()
        .home.sliders.map((card: { id: string }) => card.id)
        .slice(0, 2),
    ).toEqual([expected[1], before[0]]);
    expect((await admin('POST', `/sliders/${last}/move`, { direction: 'sideways' })).json().fields).toEqual({
      direction: expect.any(String),
    });
  });

  it('deletes a card from the console and the storefront, keeping what it was in the audit log', async () => {
    const { id } = await createdSlider({ sliderName: 'Short-lived' });
    const res = await admin('DELETE', `/sliders/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(HOME_CONTENT_MSG.sliderDeleted);
    expect(res.json().home.sliders.some((card: { id: string }) => card.id === id)).toBe(false);
    expect((await storefront('slider')).some((card) => card.id === id)).toBe(false);
    expect((await auditFor(id)).at(-1)).toMatchObject({
      action: 'slider.deleted',
      before: expect.objectContaining({ sliderName: 'Short-lived' }),
      after: null,
    });
    expect((await admin('DELETE', `/sliders/${id}`)).statusCode).toBe(404);
  });
});

const offerForm = (overrides: Partial<AdminOfferForm> = {}): AdminOfferForm => ({
  image: '/api/media/uploads/OfferOfferOfferOfferOf-1024.webp',
  title: 'Free diya with every attar',
  description: 'This Diwali',
  link: '/Products?category=Attar',
  status: 'Active',
  ...overrides,
});

describe('offers in the console', () => {
  it('adds, edits, hides, moves and deletes an offer; the storefront follows each step', async () => {
    expect((await storefront('offer')).map((offer) => offer.title)).toEqual(['Seeded offer']);
    const created = await admin('POST', '/offers', offerForm());
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect((await storefront('offer')).at(-1)).toEqual({
      id,
      image: offerForm().image,
      title: 'Free diya with every attar',
      description: 'This Diwali',
      link: '/Products?category=Attar',
    });

    const saved = await admin('PUT', `/offers/${id}`, offerForm({ link: '', title: 'Free diya' }));
    expect(saved.json().message).toBe(HOME_CONTENT_MSG.offerSaved);
    expect((await storefront('offer')).at(-1)).toMatchObject({ title: 'Free diya', link: null });
    expect((await auditFor(id)).at(-1)).toMatchObject({
      action: 'offer.saved',
      before: expect.objectContaining({ link: '/Products?category=Attar' }),
      after: expect.objectContaining({ link: null, title: 'Free diya' }),
    });

    const up = await admin('POST', `/offers/${id}/move`, { direction: 'up' });
    expect(up.json().home.offers.map((offer: { id: string }) => offer.id)).toEqual([id, ids.seededOffer]);
    expect((await storefront('offer')).map((offer) => offer.id)).toEqual([id, ids.seededOffer]);

    await admin('PATCH', `/offers/${id}/status`, { status: 'Inactive' });
    expect((await storefront('offer')).map((offer) => offer.id)).toEqual([ids.seededOffer]);

    const gone = await admin('DELETE', `/offers/${id}`);
    expect(gone.json().home.offers.map((offer: { id: string }) => offer.id)).toEqual([ids.seededOffer]);
    expect((await auditFor(id)).map((entry) => entry.action)).toEqual([
      'offer.created',
      'offer.saved',
      'offer.moved',
      'offer.status',
      'offer.deleted',
    ]);
  });

  it('refuses an offer without a title or picture, or with a link that is not the shop’s or https', async () => {
    expect(
      fieldErrors(await admin('POST', '/offers', { title: ' ', image: '', link: 'javascript:alert(1)' })),
    ).toEqual({
      title: HOME_CONTENT_MSG.enterOfferTitle,
      image: HOME_CONTENT_MSG.addImage,
      link: HOME_CONTENT_MSG.badLink,
    });
    const insecure = await admin('POST', '/offers', offerForm({ link: 'http://example.com' }));
    expect(insecure.json().fields).toEqual({ link: HOME_CONTENT_MSG.badLink });
  });
});

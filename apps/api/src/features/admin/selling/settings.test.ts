import { ADMIN_MSG, SELLING_ADMIN_MSG } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shopProfiles } from '../../../db/schema';
import { expectError, expectFieldError, fieldErrors } from '../../../test/answers';
import { FIXTURE_PAYMENT_BUTTONS } from '../../../test/fixtures';
import { sellingTestApp } from './testing';

const { ctx, people, owner, staff, anonymous, storefront, lastAudit } = sellingTestApp();

describe('console payment settings', () => {
  it('shows the payment buttons to any staff member', async () => {
    const res = await staff('GET', '/payment');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ settings: FIXTURE_PAYMENT_BUTTONS });
  });

  it('saves them for the owner; /paybutton, /button and /deliverypaybefore change at once, audited', async () => {
    /** What the three storefront calls answer about the buttons. */
    const shownButtons = async () => ({
      pay: (await storefront('/paybutton')).data,
      shortcuts: (await storefront('/button')).data,
      advance: (await storefront('/deliverypaybefore/single')).help,
    });
    // read first, so the storefront's cached answers exist and must be dropped
    expect(await shownButtons()).toEqual({
      pay: { paymanual: false, paynow: true, payondelivery: false },
      shortcuts: { cart: true, whatsapp: false, call: true },
      advance: { delivery_percentage: 25 },
    });

    const next = {
      ...FIXTURE_PAYMENT_BUTTONS,
      payOnDelivery: true,
      advancePercentage: '30',
      showWhatsappButton: true,
    };
    const res = await owner('PUT', '/payment', next);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: SELLING_ADMIN_MSG.paymentSaved,
      settings: { ...next, advancePercentage: 30 },
    });
    expect(await shownButtons()).toEqual({
      pay: { paymanual: false, paynow: true, payondelivery: true },
      shortcuts: { cart: true, whatsapp: true, call: true },
      advance: { delivery_percentage: 30 },
    });
    expect(await lastAudit('payment_settings')).toMatchObject({
      action: 'payment_settings.saved',
      staffId: people.owner.id,
      before: FIXTURE_PAYMENT_BUTTONS,
      after: { ...next, advancePercentage: 30 },
    });
  });

  it('keeps at least one way to pay, and an advance from 0 to 100', async () => {
    const none = await owner('PUT', '/payment', {
      ...FIXTURE_PAYMENT_BUTTONS,
      payNow: false,
      payOnDelivery: false,
      payManual: false,
      advancePercentage: 101,
    });
    expect(fieldErrors(none)).toEqual({
      advancePercentage: SELLING_ADMIN_MSG.enterAdvance,
      payNow: SELLING_ADMIN_MSG.choosePaymentMode,
    });
    const off = await owner('PUT', '/payment', { ...FIXTURE_PAYMENT_BUTTONS, payNow: false });
    expectFieldError(off, 400, 'payNow', SELLING_ADMIN_MSG.choosePaymentMode);
    expect((await owner('PUT', '/payment', {})).statusCode).toBe(400);
  });

  it('is the owner’s to change: another staff member gets 403, a caller without a token 401', async () => {
    const res = await staff('PUT', '/payment', FIXTURE_PAYMENT_BUTTONS);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', msg: ADMIN_MSG.ownerOnly });
    expect((await anonymous('PUT', '/payment', FIXTURE_PAYMENT_BUTTONS)).statusCode).toBe(401);
    expect((await anonymous('GET', '/payment')).statusCode).toBe(401);
  });
});

describe('console invoice identity and low-stock threshold', () => {
  const profile = async () =>
    (await ctx.db.select().from(shopProfiles).where(eq(shopProfiles.shopId, ctx.config.SHOP_ID)))[0]!;

  it('saves the GSTIN, legal name and threshold, and writes no other column of the profile', async () => {
    const before = await profile();
    expect((await staff('GET', '/invoice')).json()).toEqual({
      settings: { gstin: null, legalName: null, lowStockThreshold: 5 },
    });
    const res = await owner('PUT', '/invoice', {
      gstin: '29aagcb7383j1z4',
      legalName: ' Nakshatra Attars Private Limited ',
      lowStockThreshold: '8',
    });
    expect(res.statusCode).toBe(200);
    const settings = {
      gstin: '29AAGCB7383J1Z4',
      legalName: 'Nakshatra Attars Private Limited',
      lowStockThreshold: 8,
    };
    expect(res.json()).toEqual({ message: SELLING_ADMIN_MSG.invoiceSaved, settings });
    const after = await profile();
    expect(after).toEqual({ ...before, ...settings, updatedAt: after.updatedAt });
    expect(await lastAudit('invoice_settings')).toMatchObject({
      action: 'invoice_settings.saved',
      before: { gstin: null, legalName: null, lowStockThreshold: 5 },
      after: settings,
    });
    // the console's product list marks low stock by the new threshold
    const products = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/products',
      headers: people.owner.headers,
    });
    expect(products.json().lowStockThreshold).toBe(8);
    // an empty GSTIN makes the shop unregistered again
    const cleared = await owner('PUT', '/invoice', { gstin: '', legalName: '', lowStockThreshold: 8 });
    expect(cleared.json().settings).toEqual({ gstin: null, legalName: null, lowStockThreshold: 8 });
  });

  it('refuses a GSTIN off the pattern, of no state or with a wrong check character, per field', async () => {
    const cases: [string, string][] = [
      ['29AAGCB7383J1Y4', SELLING_ADMIN_MSG.enterGstin],
      ['99AAGCB7383J1Z4', SELLING_ADMIN_MSG.gstinState],
      ['29AAGCB7383J1Z5', SELLING_ADMIN_MSG.gstinCheck],
    ];
    for (const [gstin, message] of cases) {
      expect(
        fieldErrors(await owner('PUT', '/invoice', { gstin, legalName: 'N', lowStockThreshold: 5 })),
      ).toEqual({ gstin: message });
    }
    const noName = await owner('PUT', '/invoice', {
      gstin: '29AAGCB7383J1Z4',
      legalName: '',
      lowStockThreshold: -1,
    });
    expect(noName.json().fields).toEqual({
      legalName: SELLING_ADMIN_MSG.legalNameNeeded,
      lowStockThreshold: SELLING_ADMIN_MSG.enterThreshold,
    });
    const noNameOnly = await owner('PUT', '/invoice', {
      gstin: '29AAGCB7383J1Z4',
      legalName: ' ',
      lowStockThreshold: 5,
    });
    expect(noNameOnly.json().fields).toEqual({ legalName: SELLING_ADMIN_MSG.legalNameNeeded });
  });

  it('is the owner’s to change', async () => {
    expectError(
      await staff('PUT', '/invoice', { gstin: '', legalName: '', lowStockThreshold: 5 }),
      403,
      ADMIN_MSG.ownerOnly,
    );
  });
});

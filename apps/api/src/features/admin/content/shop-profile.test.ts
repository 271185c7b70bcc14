import {
  ADMIN_MSG,
  CONTENT_ADMIN_MSG,
  helpResponseSchema,
  shopProfileResponseSchema,
} from '@storefront/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, shopProfiles } from '../../../db/schema';
import { expectError, fieldErrors } from '../../../test/answers';
import { TEST_SHOP_ID } from '../../../test/app';
import { FIXTURE_SHOP_PROFILE, insertShopSettings } from '../../../test/fixtures';
import { consoleTestApp } from '../console-test-app';

const { ctx, owner, staff, admin } = consoleTestApp({
  prepare: async (opened) => {
    await insertShopSettings(opened.db, TEST_SHOP_ID);
    // the selling rules' columns, which this page must never write
    await opened.db
      .update(shopProfiles)
      .set({ gstin: '08AAICN4821K1Z7', legalName: 'Nakshatra Private Limited', lowStockThreshold: 7 })
      .where(eq(shopProfiles.shopId, TEST_SHOP_ID));
  },
});
const shop = TEST_SHOP_ID;

const storefront = (url: string) => ctx.app.inject({ method: 'GET', url: `/api${url}` });

const profileForm = {
  logo: '/api/media/uploads/AbCdEfGhIjKlMnOpQrStUv-1024.webp',
  name: 'Nakshatra Attars',
  tagLine: 'Attars distilled under the new moon',
  officeAddress: '14, Johari Bazaar Road, Jaipur 302003',
  latitude: '26.9196',
  longitude: 75.8267,
  email: ' Care@Nakshatra.example ',
  phone: '+91 91234-56780',
};

/** Saves the profile form with `changes`, as the owner unless told. */
const saveProfile = (changes: object = {}, who = owner) =>
  admin('PUT', '/shop-profile', { ...profileForm, ...changes }, who);

describe('shop profile in the console', () => {
  it('reads the profile in the form’s shape', async () => {
    const res = await admin('GET', '/shop-profile', undefined, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toEqual(FIXTURE_SHOP_PROFILE);
  });

  it('saves it, audited, and the storefront’s cached profile shows it at once', async () => {
    // the storefront's answer is cached before the save
    expect((await storefront(`/register/single/${shop}`)).json().users.tag_line).toBe(
      'Fragrance written in the stars',
    );
    const res = await saveProfile();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: CONTENT_ADMIN_MSG.profileSaved,
      profile: {
        ...profileForm,
        latitude: 26.9196,
        email: 'care@nakshatra.example',
        phone: '9123456780',
      },
    });

    const users = shopProfileResponseSchema.parse(
      (await storefront(`/register/single/${shop}`)).json(),
    ).users;
    expect(users).toMatchObject({
      profilePic: profileForm.logo,
      tag_line: 'Attars distilled under the new moon',
      google_address: profileForm.officeAddress,
      email: 'care@nakshatra.example',
      phone: '9123456780',
    });
    expect((await storefront(`/register/officesingle/${shop}`)).json()).toEqual({
      google_address: profileForm.officeAddress,
      latitude: 26.9196,
      longitude: 75.8267,
    });

    const [row] = await ctx.db.select().from(shopProfiles).where(eq(shopProfiles.shopId, shop));
    expect(row).toMatchObject({
      gstin: '08AAICN4821K1Z7',
      legalName: 'Nakshatra Private Limited',
      lowStockThreshold: 7,
    });

    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.shopId, shop), eq(auditLog.action, 'shop_profile.saved')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staffId: owner.id,
      entity: 'shop_profile',
      before: { tagLine: 'Fragrance written in the stars', phone: '9876543210' },
      after: { tagLine: 'Attars distilled under the new moon', phone: '9123456780' },
    });
    expect(JSON.stringify(entries[0]!.after)).not.toContain('gstin');

    // the same form again changes nothing and records nothing
    expect((await saveProfile()).statusCode).toBe(200);
    const again = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'shop_profile.saved'));
    expect(again).toHaveLength(1);
  });

  it('refuses bad input with a message per field and keeps the row', async () => {
    const res = await saveProfile({
      name: ' ',
      email: 'not-an-email',
      phone: '12345',
      latitude: '91',
      logo: 'javascript:alert(1)',
      tagLine: 'x'.repeat(201),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      isError: true,
      code: 'BAD_REQUEST',
      fields: {
        name: CONTENT_ADMIN_MSG.enterShopName,
        email: CONTENT_ADMIN_MSG.enterShopEmail,
        phone: CONTENT_ADMIN_MSG.enterMobile,
        latitude: CONTENT_ADMIN_MSG.enterLatitude,
        tagLine: CONTENT_ADMIN_MSG.tooLong(200),
      },
    });
    expect(res.json().fields.logo).toBeTruthy();
    const half = await saveProfile({ latitude: '', longitude: 75 });
    expect(half.json().fields).toEqual({ latitude: CONTENT_ADMIN_MSG.bothCoordinates });
    expect((await admin('PUT', '/shop-profile', [1, 2])).statusCode).toBe(400);
    const [row] = await ctx.db.select().from(shopProfiles).where(eq(shopProfiles.shopId, shop));
    expect(row?.name).toBe('Nakshatra Attars');
  });

  it('lets staff read but only the owner save', async () => {
    expectError(await saveProfile({}, staff), 403, ADMIN_MSG.ownerOnly);
  });

  it('takes empty coordinates and phone as none', async () => {
    const res = await saveProfile({ latitude: '', longitude: '', phone: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({ latitude: null, longitude: null, phone: '' });
    expect((await storefront(`/register/officesingle/${shop}`)).json().latitude).toBeNull();
  });
});

describe('help numbers in the console', () => {
  it('normalises the numbers with the mobile rule and the storefront shows them at once', async () => {
    expect((await storefront(`/help/single/${shop}`)).json().help.mobile).toBe('9876500002');
    const res = await admin('PUT', '/help-contacts', {
      whatsappNumber: '+91 98765 43210',
      mobile: '09123456780',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: CONTENT_ADMIN_MSG.helpSaved,
      help: { whatsappNumber: '9876543210', mobile: '9123456780' },
    });
    expect(helpResponseSchema.parse((await storefront(`/help/single/${shop}`)).json()).help).toEqual({
      whatsapp_number: '9876543210',
      mobile: '9123456780',
    });
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'help_contacts.saved'));
    expect(entry).toMatchObject({
      before: { whatsappNumber: '9876500001', mobile: '9876500002' },
      after: { whatsappNumber: '9876543210', mobile: '9123456780' },
    });
  });

  it('takes an empty number as none, so the storefront hides its button', async () => {
    const res = await admin('PUT', '/help-contacts', { whatsappNumber: '', mobile: '9123456780' });
    expect(res.statusCode).toBe(200);
    expect((await admin('GET', '/help-contacts')).json().help).toEqual({
      whatsappNumber: '',
      mobile: '9123456780',
    });
    expect((await storefront(`/help/single/${shop}`)).json().help).toEqual({
      whatsapp_number: null,
      mobile: '9123456780',
    });
  });

  it('refuses a number that is not 10 digits, naming the field', async () => {
    expect(
      fieldErrors(await admin('PUT', '/help-contacts', { whatsappNumber: '98765', mobile: 'call us' })),
    ).toEqual({
      whatsappNumber: CONTENT_ADMIN_MSG.enterMobile,
      mobile: CONTENT_ADMIN_MSG.enterMobile,
    });
    expect((await admin('PUT', '/help-contacts', { mobile: 42 })).statusCode).toBe(400);
  });
});

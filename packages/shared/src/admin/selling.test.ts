import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../testing/field-messages';
import {
  adminDeliveryBandBodySchema,
  adminInvoiceSettingsBodySchema,
  adminPaymentSettingsBodySchema,
  adminPincodePasteBodySchema,
  gstinCheckCharacter,
  gstinProblem,
  MAX_PASTED_PINCODES,
  parsePincodeList,
  SELLING_ADMIN_MSG,
} from './selling';

describe('parsePincodeList', () => {
  it.each([
    ['302001\n302004', ['302001', '302004'], []],
    ['302001, 302004;110001  560001', ['302001', '302004', '110001', '560001'], []],
    ['\r\n302001\r\n\r\n', ['302001'], []],
    ['302001 302001 302004', ['302001', '302004'], []],
    ['012345 30200 3020011 abc 302001', ['302001'], ['012345', '30200', '3020011', 'abc']],
    ['', [], []],
  ])('splits %j', (text, valid, invalid) => {
    expect(parsePincodeList(text)).toEqual({ valid, invalid });
  });
});

describe('the GSTIN check character', () => {
  it.each([
    ['08AAICN4821K1Z7', '7'],
    ['27AAPFU0939F1ZV', 'V'],
    ['29AAGCB7383J1Z4', '4'],
  ])('of %s is its last character', (gstin, check) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(check);
    expect(gstinProblem(gstin)).toBeNull();
  });

  it.each([
    ['08AAICN4821K1Z8', SELLING_ADMIN_MSG.gstinCheck],
    ['08AAICN4281K1Z7', SELLING_ADMIN_MSG.gstinCheck],
    ['08AAICN4821K1Y7', SELLING_ADMIN_MSG.enterGstin],
    ['08AAICN4821K1Z', SELLING_ADMIN_MSG.enterGstin],
    ['99AAICN4821K1Z7', SELLING_ADMIN_MSG.gstinState],
  ])('finds the problem of %s', (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem);
  });
});

describe('the selling forms', () => {
  /** A delivery band as the form's three boxes send it. */
  const bandBoxes = (min_kilometer: string, max_kilometer: string, delivery_price: string) => ({
    min_kilometer,
    max_kilometer,
    delivery_price,
  });

  it('refuses a band that ends where it starts, with the message on the distance to', () => {
    const result = adminDeliveryBandBodySchema.safeParse(bandBoxes('10', '10', '40'));
    expect(fieldMessages(result)).toEqual({ max_kilometer: SELLING_ADMIN_MSG.maxAboveMin });
  });

  it('reads a band from form boxes and refuses fractions of a paisa or a kilometre', () => {
    expect(adminDeliveryBandBodySchema.parse(bandBoxes('0', '5', '40.50'))).toEqual({
      min_kilometer: 0,
      max_kilometer: 5,
      delivery_price: 40.5,
      status: 'Active',
    });
    const result = adminDeliveryBandBodySchema.safeParse(bandBoxes('1.5', '-2', '40.555'));
    expect(fieldMessages(result)).toEqual({
      min_kilometer: SELLING_ADMIN_MSG.enterKm,
      max_kilometer: SELLING_ADMIN_MSG.enterKm,
      delivery_price: SELLING_ADMIN_MSG.enterDeliveryPrice,
    });
  });

  it('needs at least one way to pay', () => {
    const body = {
      payManual: false,
      payNow: false,
      payOnDelivery: false,
      advancePercentage: '20',
      showCartButton: true,
      showWhatsappButton: true,
      showCallButton: true,
    };
    expect(fieldMessages(adminPaymentSettingsBodySchema.safeParse(body))).toEqual({
      payNow: SELLING_ADMIN_MSG.choosePaymentMode,
    });
    expect(
      fieldMessages(
        adminPaymentSettingsBodySchema.safeParse({ ...body, payManual: true, advancePercentage: 101 }),
      ),
    ).toEqual({
      advancePercentage: SELLING_ADMIN_MSG.enterAdvance,
    });
  });

  it('takes an empty GSTIN as none, upper-cases one typed in small letters, and wants its legal name', () => {
    expect(
      adminInvoiceSettingsBodySchema.parse({ gstin: ' ', legalName: '', lowStockThreshold: '5' }),
    ).toEqual({ gstin: null, legalName: null, lowStockThreshold: 5 });
    expect(
      adminInvoiceSettingsBodySchema.parse({
        gstin: '08aaicn4821k1z7',
        legalName: 'N A P L',
        lowStockThreshold: 0,
      }),
    ).toEqual({ gstin: '08AAICN4821K1Z7', legalName: 'N A P L', lowStockThreshold: 0 });
    expect(
      fieldMessages(
        adminInvoiceSettingsBodySchema.safeParse({
          gstin: '08AAICN4821K1Z7',
          legalName: '',
          lowStockThreshold: 5,
        }),
      ),
    ).toEqual({ legalName: SELLING_ADMIN_MSG.legalNameNeeded });
  });

  it('refuses an empty paste and one with too many entries', () => {
    expect(fieldMessages(adminPincodePasteBodySchema.safeParse({ text: ' ,\n ' }))).toEqual({
      text: SELLING_ADMIN_MSG.pastePincodes,
    });
    const many = Array.from({ length: MAX_PASTED_PINCODES + 1 }, (_, index) => String(100000 + index)).join(
      ' ',
    );
    expect(fieldMessages(adminPincodePasteBodySchema.safeParse({ text: many }))).toEqual({
      text: SELLING_ADMIN_MSG.tooManyPincodes,
    });
  });

  it('counts a paste in one sentence', () => {
    expect(SELLING_ADMIN_MSG.pasted(1, 2, 1, 3)).toBe(
      '1 pincode added, 2 already on the list (1 of them switched back on), 3 entries are not a pincode',
    );
    expect(SELLING_ADMIN_MSG.pasted(4, 0, 0, 0)).toBe('4 pincodes added, 0 already on the list');
  });
});

import {
  type AdminDeliveryBandBody,
  type AdminFreeBandBody,
  adminDeliveryBandBodySchema,
  adminDeliveryBandResponseSchema,
  adminDeliveryBandsResponseSchema,
  adminDeliveryPreviewQuerySchema,
  adminDeliveryPreviewSchema,
  adminFreeBandBodySchema,
  adminFreeBandResponseSchema,
  adminFreeBandsResponseSchema,
  adminIdParamsSchema,
  adminInvoiceSettingsBodySchema,
  adminInvoiceSettingsResponseSchema,
  adminMessageSchema,
  adminPaymentSettingsBodySchema,
  adminPaymentSettingsResponseSchema,
  adminPincodeBodySchema,
  adminPincodePasteBodySchema,
  adminPincodePasteResponseSchema,
  adminPincodeResponseSchema,
  adminPincodesQuerySchema,
  adminPincodesResponseSchema,
  SELLING_ADMIN_MSG,
  sellingStatusBodySchema,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from '../audit';
import { recordRoutes } from '../record-routes';
import { refusals, tags } from '../route-schemas';
import { shopSettingRoutes } from '../setting-routes';
import * as bands from './bands-service';
import * as pincodes from './pincodes-service';
import { previewDelivery } from './preview';
import * as settings from './settings-service';

/**
 * The console's selling rules: pincodes, delivery and free-delivery bands with a charge
 * preview, payment buttons, invoice identity. Registered inside the console's secured
 * context (admin/routes.ts): staff only. The contract is in docs/api.md, "Console: selling rules".
 */
export const sellingRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app.deps;
  const shopId = config.SHOP_ID;

  const pincodeRoutes = recordRoutes(app, {
    path: '/admin/selling/pincodes',
    key: 'pincode',
    answer: adminPincodeResponseSchema,
  });
  pincodeRoutes.list(
    adminPincodesQuerySchema,
    adminPincodesResponseSchema,
    pincodes.listPincodes,
    'Every pincode of the list, active and inactive, in order; q finds digits anywhere.',
  );
  pincodeRoutes.create(adminPincodeBodySchema, pincodes.addPincode, (added) =>
    SELLING_ADMIN_MSG.pincodeAdded(added.pincode),
  );

  app.post(
    '/admin/selling/pincodes/paste',
    {
      schema: {
        tags,
        description:
          'Many pincodes at once (new lines, commas or spaces): new ones added and inactive ones switched on; invalid entries listed.',
        body: adminPincodePasteBodySchema,
        response: { 200: adminPincodePasteResponseSchema, ...refusals },
      },
    },
    async (request) => pincodes.pastePincodes(db, auditActor(request), request.body.text),
  );

  app.patch(
    '/admin/selling/pincodes/:id',
    {
      schema: {
        tags,
        params: adminIdParamsSchema,
        body: sellingStatusBodySchema,
        response: { 200: adminPincodeResponseSchema, ...refusals },
      },
    },
    async (request) =>
      pincodes.setPincodeStatus(db, auditActor(request), request.params.id, request.body.status),
  );

  app.delete(
    '/admin/selling/pincodes/:id',
    {
      schema: { tags, params: adminIdParamsSchema, response: { 200: adminMessageSchema, ...refusals } },
    },
    async (request) => ({
      message: await pincodes.deletePincode(db, auditActor(request), request.params.id),
    }),
  );

  app.get(
    '/admin/selling/delivery-preview',
    {
      schema: {
        tags,
        description:
          'The delivery charge checkout would ask for a cart total (after coupon, rupees) to a pincode: distance, band, charge.',
        querystring: adminDeliveryPreviewQuerySchema,
        response: { 200: adminDeliveryPreviewSchema, ...refusals },
      },
    },
    async (request) => previewDelivery(db, shopId, request.query),
  );

  // The two kinds of band: the same five routes, each with its own body and answer.
  const bandKinds = [
    {
      kind: 'delivery' as const,
      path: '/admin/selling/delivery-bands',
      body: adminDeliveryBandBodySchema,
      oneSchema: adminDeliveryBandResponseSchema,
      allSchema: adminDeliveryBandsResponseSchema,
      shown: bands.toDeliveryBand,
      many: (list: bands.Band[]) => ({ items: list.map(bands.toDeliveryBand) }),
    },
    {
      kind: 'free' as const,
      path: '/admin/selling/free-delivery-bands',
      body: adminFreeBandBodySchema,
      oneSchema: adminFreeBandResponseSchema,
      allSchema: adminFreeBandsResponseSchema,
      shown: bands.toFreeBand,
      many: (list: bands.Band[]) => ({ items: list.map(bands.toFreeBand) }),
    },
  ];
  for (const { kind, path, body, oneSchema, allSchema, shown, many } of bandKinds) {
    // each route's own schema has stripped the other kind's amount from its body
    const input = (form: AdminDeliveryBandBody | AdminFreeBandBody) => ({
      min_kilometer: form.min_kilometer,
      max_kilometer: form.max_kilometer,
      status: form.status,
      amount: 'delivery_price' in form ? form.delivery_price : form.freedelivery_price,
    });

    app.get(path, { schema: { tags, response: { 200: allSchema, ...refusals } } }, async () =>
      many(await bands.listBands(db, shopId, kind)),
    );

    const routes = recordRoutes(app, { path, key: 'band', answer: oneSchema });
    routes.create(
      body,
      async (db, actor, values) => shown(await bands.createBand(db, actor, kind, input(values))),
      SELLING_ADMIN_MSG.bandAdded,
    );
    routes.save(
      body,
      async (db, actor, id, values) => shown(await bands.saveBand(db, actor, kind, id, input(values))),
      SELLING_ADMIN_MSG.bandSaved,
    );
    routes.change(
      'PATCH',
      '',
      sellingStatusBodySchema,
      async (db, actor, id, { status }) => shown(await bands.saveBand(db, actor, kind, id, { status })),
      (_band, { status }) =>
        status === 'Active' ? SELLING_ADMIN_MSG.bandActivated : SELLING_ADMIN_MSG.bandDeactivated,
    );
    routes.remove((db, actor, id) => bands.deleteBand(db, actor, kind, id), SELLING_ADMIN_MSG.bandDeleted);
  }

  // money taken and the tax invoice's identity are the owner's to change (decision 0038)
  shopSettingRoutes(app, {
    path: '/admin/selling/payment',
    key: 'settings',
    body: adminPaymentSettingsBodySchema,
    answer: adminPaymentSettingsResponseSchema,
    errors: refusals,
    description: 'Owner only. At least one of pay now, pay on delivery and quotation (payManual) stays on.',
    message: SELLING_ADMIN_MSG.paymentSaved,
    read: settings.paymentSettings,
    save: settings.savePaymentSettings,
  });

  shopSettingRoutes(app, {
    path: '/admin/selling/invoice',
    key: 'settings',
    body: adminInvoiceSettingsBodySchema,
    answer: adminInvoiceSettingsResponseSchema,
    errors: refusals,
    description: 'Owner only. GSTIN (empty: not registered), legal name, low-stock threshold.',
    message: SELLING_ADMIN_MSG.invoiceSaved,
    read: settings.invoiceSettings,
    save: settings.saveInvoiceSettings,
  });
};

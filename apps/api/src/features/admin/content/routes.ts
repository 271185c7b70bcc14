import {
  adminContentPageBodySchema,
  adminContentPageParamsSchema,
  adminContentPageResponseSchema,
  adminContentPagesResponseSchema,
  adminHelpContactsBodySchema,
  adminHelpContactsResponseSchema,
  adminShopProfileBodySchema,
  adminShopProfileResponseSchema,
  adminSiteMetaBodySchema,
  adminSiteMetaResponseSchema,
  apiErrorSchema,
  CONTENT_ADMIN_MSG,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from '../audit';
import { requireStaff } from '../guard';
import { tags } from '../route-schemas';
import { shopSettingRoutes } from '../setting-routes';
import { getSiteMeta, saveSiteMeta } from './meta-service';
import { listPages, savePage } from './pages-service';
import { getHelpContacts, getShopProfile, saveHelpContacts, saveShopProfile } from './shop-service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
/**
 * Staff read these; only the owner changes them: the shop's name and the address its order
 * mails go to, its legal texts, and which outside scripts run on every page (decision 0041).
 */
const ownerOnly = requireStaff('owner');

/**
 * "Shop and pages" in the console: the shop profile, help numbers, site meta with its allowed
 * script origins, and the editable pages. Registered inside the console's secured context
 * (admin/routes.ts): staff only. The contract is in docs/api.md, "Console: shop and pages".
 */
export const contentEditingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app.deps;
  const shopId = config.SHOP_ID;

  shopSettingRoutes(app, {
    path: '/admin/shop-profile',
    key: 'profile',
    body: adminShopProfileBodySchema,
    answer: adminShopProfileResponseSchema,
    errors,
    message: CONTENT_ADMIN_MSG.profileSaved,
    read: getShopProfile,
    save: saveShopProfile,
  });

  shopSettingRoutes(app, {
    path: '/admin/help-contacts',
    key: 'help',
    body: adminHelpContactsBodySchema,
    answer: adminHelpContactsResponseSchema,
    errors,
    message: CONTENT_ADMIN_MSG.helpSaved,
    read: getHelpContacts,
    save: saveHelpContacts,
  });

  shopSettingRoutes(app, {
    path: '/admin/site-meta',
    key: 'meta',
    body: adminSiteMetaBodySchema,
    answer: adminSiteMetaResponseSchema,
    errors,
    description:
      'Site meta and the https origins whose scripts may run (added to the pages’ CSP at once, in every process).',
    message: CONTENT_ADMIN_MSG.metaSaved,
    read: getSiteMeta,
    save: saveSiteMeta,
  });

  app.get(
    '/admin/pages',
    { schema: { tags, response: { 200: adminContentPagesResponseSchema, ...errors } } },
    async () => ({ items: await listPages(db, shopId) }),
  );

  app.put(
    '/admin/pages/:slug',
    {
      onRequest: ownerOnly,
      schema: {
        tags,
        params: adminContentPageParamsSchema,
        body: adminContentPageBodySchema,
        response: { 200: adminContentPageResponseSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const page = await savePage(db, auditActor(request), request.params.slug, request.body);
      return { message: CONTENT_ADMIN_MSG.pageSaved(page.name), page };
    },
  );
};

import {
  type AdminContentPageBody,
  type AdminEditablePage,
  type AdminHelpContacts,
  type AdminHelpContactsBody,
  type AdminShopProfile,
  type AdminShopProfileBody,
  type AdminSiteMeta,
  type AdminSiteMetaBody,
  adminContentPageResponseSchema,
  adminContentPagesResponseSchema,
  adminHelpContactsResponseSchema,
  adminShopProfileResponseSchema,
  adminSiteMetaResponseSchema,
  type ContentPageSlug,
} from '@storefront/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../session';
import { editableSetting, itemsHook } from './resources';

/*
 * "Shop and pages" in the console (docs/api.md, "Console: shop and pages"). After a save the
 * storefront's own queries of the same data are asked again, so the shop in this tab shows
 * the change too.
 */

const keys = { pages: ['admin', 'pages'] } as const;

const refreshStorefront = (client: QueryClient, ...queryKeys: (readonly unknown[])[]) => {
  for (const queryKey of queryKeys) void client.invalidateQueries({ queryKey });
};

const shopProfile = editableSetting<
  typeof adminShopProfileResponseSchema,
  AdminShopProfile,
  AdminShopProfileBody
>({
  path: '/admin/shop-profile',
  schema: import.meta.env.DEV && adminShopProfileResponseSchema,
  pick: (answer) => answer.profile,
  afterSave: (client) => refreshStorefront(client, ['shop-profile'], ['site-meta']),
});
export const useAdminShopProfile = shopProfile.useValue;
export const useSaveShopProfile = shopProfile.useSave;

const helpContacts = editableSetting<
  typeof adminHelpContactsResponseSchema,
  AdminHelpContacts,
  AdminHelpContactsBody
>({
  path: '/admin/help-contacts',
  schema: import.meta.env.DEV && adminHelpContactsResponseSchema,
  pick: (answer) => answer.help,
  afterSave: (client) => refreshStorefront(client, ['help']),
});
export const useAdminHelpContacts = helpContacts.useValue;
export const useSaveHelpContacts = helpContacts.useSave;

const siteMeta = editableSetting<typeof adminSiteMetaResponseSchema, AdminSiteMeta, AdminSiteMetaBody>({
  path: '/admin/site-meta',
  schema: import.meta.env.DEV && adminSiteMetaResponseSchema,
  pick: (answer) => answer.meta,
  afterSave: (client) => refreshStorefront(client, ['site-meta']),
});
export const useAdminSiteMeta = siteMeta.useValue;
export const useSaveSiteMeta = siteMeta.useSave;

export const useAdminPages = itemsHook(
  '/admin/pages',
  import.meta.env.DEV && adminContentPagesResponseSchema,
);

export function useSavePage(slug: ContentPageSlug) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminContentPageBody) =>
      adminRequest(`/admin/pages/${slug}`, import.meta.env.DEV && adminContentPageResponseSchema, {
        method: 'PUT',
        body,
      }),
    onSuccess: ({ page }) => {
      client.setQueryData(keys.pages, (items: AdminEditablePage[] | undefined) =>
        items?.map((item) => (item.slug === page.slug ? page : item)),
      );
      refreshStorefront(client, ['content-page', slug]);
    },
  });
}

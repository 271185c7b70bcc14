import {
  type AdminContentPageBody,
  type AdminEditablePage,
  type AdminHelpContactsBody,
  type AdminShopProfileBody,
  type AdminSiteMetaBody,
  adminContentPageResponseSchema,
  adminContentPagesResponseSchema,
  adminHelpContactsResponseSchema,
  adminShopProfileResponseSchema,
  adminSiteMetaResponseSchema,
  type ContentPageSlug,
} from '@storefront/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../session';

/*
 * "Shop and pages" in the console (docs/api.md, "Console: shop and pages"). After a save the
 * storefront's own queries of the same data are asked again, so the shop in this tab shows
 * the change too.
 */

const keys = {
  profile: ['admin', 'shop-profile'],
  help: ['admin', 'help-contacts'],
  meta: ['admin', 'site-meta'],
  pages: ['admin', 'pages'],
} as const;

const refreshStorefront = (client: QueryClient, ...queryKeys: (readonly unknown[])[]) => {
  for (const queryKey of queryKeys) void client.invalidateQueries({ queryKey });
};

export function useAdminShopProfile() {
  return useQuery({
    queryKey: keys.profile,
    queryFn: ({ signal }) =>
      adminRequest('/admin/shop-profile', import.meta.env.DEV && adminShopProfileResponseSchema, {
        signal,
      }).then((answer) => answer.profile),
  });
}

export function useSaveShopProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminShopProfileBody) =>
      adminRequest('/admin/shop-profile', import.meta.env.DEV && adminShopProfileResponseSchema, {
        method: 'PUT',
        body,
      }),
    onSuccess: ({ profile }) => {
      client.setQueryData(keys.profile, profile);
      refreshStorefront(client, ['shop-profile'], ['site-meta']);
    },
  });
}

export function useAdminHelpContacts() {
  return useQuery({
    queryKey: keys.help,
    queryFn: ({ signal }) =>
      adminRequest('/admin/help-contacts', import.meta.env.DEV && adminHelpContactsResponseSchema, {
        signal,
      }).then((answer) => answer.help),
  });
}

export function useSaveHelpContacts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminHelpContactsBody) =>
      adminRequest('/admin/help-contacts', import.meta.env.DEV && adminHelpContactsResponseSchema, {
        method: 'PUT',
        body,
      }),
    onSuccess: ({ help }) => {
      client.setQueryData(keys.help, help);
      refreshStorefront(client, ['help']);
    },
  });
}

export function useAdminSiteMeta() {
  return useQuery({
    queryKey: keys.meta,
    queryFn: ({ signal }) =>
      adminRequest('/admin/site-meta', import.meta.env.DEV && adminSiteMetaResponseSchema, { signal }).then(
        (answer) => answer.meta,
      ),
  });
}

export function useSaveSiteMeta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminSiteMetaBody) =>
      adminRequest('/admin/site-meta', import.meta.env.DEV && adminSiteMetaResponseSchema, {
        method: 'PUT',
        body,
      }),
    onSuccess: ({ meta }) => {
      client.setQueryData(keys.meta, meta);
      refreshStorefront(client, ['site-meta']);
    },
  });
}

export function useAdminPages() {
  return useQuery({
    queryKey: keys.pages,
    queryFn: ({ signal }) =>
      adminRequest('/admin/pages', import.meta.env.DEV && adminContentPagesResponseSchema, { signal }).then(
        (answer) => answer.items,
      ),
  });
}

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

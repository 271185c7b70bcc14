import {
  type AdminDeliveryBandBody,
  type AdminDeliveryPreviewQuery,
  type AdminFreeBandBody,
  type AdminInvoiceSettings,
  type AdminPaymentSettings,
  type AdminPincodeBody,
  type AdminPincodesQuery,
  adminDeliveryBandResponseSchema,
  adminDeliveryBandsResponseSchema,
  adminDeliveryPreviewSchema,
  adminFreeBandResponseSchema,
  adminFreeBandsResponseSchema,
  adminInvoiceSettingsResponseSchema,
  adminMessageSchema,
  adminPaymentSettingsResponseSchema,
  adminPincodePasteResponseSchema,
  adminPincodeResponseSchema,
  adminPincodesResponseSchema,
  type SellingStatus,
} from '@storefront/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryString } from '@/lib/api-client';
import { adminRequest } from '../session';
import { editableSetting, itemsHook, pagedListHook } from './resources';

/*
 * The selling-rules page's calls (docs/api.md, "Console: selling rules"). Every write asks the
 * lists it can change again, and the preview too: a band or pincode change moves its answer.
 */

const BASE = '/admin/selling';
type Params = Record<string, string | number | undefined>;
const PINCODES = ['admin', 'selling', 'pincodes'] as const;
const PREVIEW = ['admin', 'selling', 'preview'] as const;

export const useAdminPincodes = pagedListHook<AdminPincodesQuery, typeof adminPincodesResponseSchema>(
  `${BASE}/pincodes`,
  import.meta.env.DEV && adminPincodesResponseSchema,
);

function useRefresh(...keys: (readonly string[])[]) {
  const client = useQueryClient();
  return () => {
    for (const queryKey of [...keys, PREVIEW]) void client.invalidateQueries({ queryKey });
  };
}

export function useAddPincode() {
  const refresh = useRefresh(PINCODES);
  return useMutation({
    mutationFn: (body: AdminPincodeBody) =>
      adminRequest(`${BASE}/pincodes`, import.meta.env.DEV && adminPincodeResponseSchema, {
        method: 'POST',
        body,
      }),
    onSuccess: refresh,
  });
}

export function usePastePincodes() {
  const refresh = useRefresh(PINCODES);
  return useMutation({
    mutationFn: (text: string) =>
      adminRequest(`${BASE}/pincodes/paste`, import.meta.env.DEV && adminPincodePasteResponseSchema, {
        method: 'POST',
        body: { text },
      }),
    onSuccess: refresh,
  });
}

export function useSetPincodeStatus() {
  const refresh = useRefresh(PINCODES);
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SellingStatus }) =>
      adminRequest(
        `${BASE}/pincodes/${encodeURIComponent(id)}`,
        import.meta.env.DEV && adminPincodeResponseSchema,
        { method: 'PATCH', body: { status } },
      ),
    onSuccess: refresh,
  });
}

export function useDeletePincode() {
  const refresh = useRefresh(PINCODES);
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest(`${BASE}/pincodes/${encodeURIComponent(id)}`, import.meta.env.DEV && adminMessageSchema, {
        method: 'DELETE',
      }),
    onSuccess: refresh,
  });
}

/*
 * The two kinds of band share their calls; each keeps its own path, body and answer.
 */
export type BandKind = 'delivery' | 'free';
const BAND_PATH: Record<BandKind, string> = {
  delivery: `${BASE}/delivery-bands`,
  free: `${BASE}/free-delivery-bands`,
};
const bandsKey = (kind: BandKind) => ['admin', 'selling', 'bands', kind] as const;
type BandBody<K extends BandKind> = K extends 'delivery' ? AdminDeliveryBandBody : AdminFreeBandBody;

export const useDeliveryBands = itemsHook(
  BAND_PATH.delivery,
  import.meta.env.DEV && adminDeliveryBandsResponseSchema,
  bandsKey('delivery'),
);
export const useFreeBands = itemsHook(
  BAND_PATH.free,
  import.meta.env.DEV && adminFreeBandsResponseSchema,
  bandsKey('free'),
);

/** Adds a band when `id` is null, else replaces it. */
export function useSaveBand<K extends BandKind>(kind: K, id: string | null) {
  const refresh = useRefresh(bandsKey(kind));
  const schema = kind === 'delivery' ? adminDeliveryBandResponseSchema : adminFreeBandResponseSchema;
  return useMutation({
    mutationFn: (body: BandBody<K>) =>
      adminRequest(
        id ? `${BAND_PATH[kind]}/${encodeURIComponent(id)}` : BAND_PATH[kind],
        import.meta.env.DEV && schema,
        {
          method: id ? 'PUT' : 'POST',
          body,
        },
      ),
    onSuccess: refresh,
  });
}

export function useSetBandStatus(kind: BandKind) {
  const refresh = useRefresh(bandsKey(kind));
  const schema = kind === 'delivery' ? adminDeliveryBandResponseSchema : adminFreeBandResponseSchema;
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SellingStatus }) =>
      adminRequest(`${BAND_PATH[kind]}/${encodeURIComponent(id)}`, import.meta.env.DEV && schema, {
        method: 'PATCH',
        body: { status },
      }),
    onSuccess: refresh,
  });
}

export function useDeleteBand(kind: BandKind) {
  const refresh = useRefresh(bandsKey(kind));
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest(
        `${BAND_PATH[kind]}/${encodeURIComponent(id)}`,
        import.meta.env.DEV && adminMessageSchema,
        {
          method: 'DELETE',
        },
      ),
    onSuccess: refresh,
  });
}

/** The charge for a total and a pincode; asked only once both are given. */
export function useDeliveryPreview(query: AdminDeliveryPreviewQuery | null) {
  return useQuery({
    queryKey: [...PREVIEW, query],
    queryFn: ({ signal }) =>
      adminRequest(
        `${BASE}/delivery-preview${queryString((query ?? {}) as Params)}`,
        import.meta.env.DEV && adminDeliveryPreviewSchema,
        { signal },
      ),
    enabled: query !== null,
  });
}

const paymentSettings = editableSetting<
  typeof adminPaymentSettingsResponseSchema,
  AdminPaymentSettings,
  AdminPaymentSettings
>({
  path: `${BASE}/payment`,
  schema: import.meta.env.DEV && adminPaymentSettingsResponseSchema,
  pick: (answer) => answer.settings,
});
export const usePaymentSettings = paymentSettings.useValue;
export const useSavePaymentSettings = paymentSettings.useSave;

const invoiceSettings = editableSetting<
  typeof adminInvoiceSettingsResponseSchema,
  AdminInvoiceSettings,
  AdminInvoiceSettings
>({
  path: `${BASE}/invoice`,
  schema: import.meta.env.DEV && adminInvoiceSettingsResponseSchema,
  pick: (answer) => answer.settings,
  // the product list marks low stock by the threshold
  afterSave: (client) => void client.invalidateQueries({ queryKey: ['admin', 'products'] }),
});
export const useInvoiceSettings = invoiceSettings.useValue;
export const useSaveInvoiceSettings = invoiceSettings.useSave;

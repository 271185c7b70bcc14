import { z } from 'zod';
import { okBody } from '../common/answers';
import { mapPointFields, requiredText } from '../common/fields';
import { ADDRESS_MSG } from './messages';

export const LOCATION_TYPES = ['Home', 'Office', 'Others'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];
export const DEFAULT_KINDS = ['shipping', 'billing'] as const;
export type DefaultKind = (typeof DEFAULT_KINDS)[number];
/** A cap so one account cannot fill the table; far above what a shopper keeps. */
export const MAX_ADDRESSES_PER_USER = 20;
/** Indian PIN codes: six digits, the first not 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

export const addressSchema = z.object({
  id: z.string(),
  location_user: z.enum(LOCATION_TYPES),
  new_address: z.string(),
  city: z.string(),
  pincode: z.string(),
  area: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  /** Default shipping address. */
  defaultaddressS: z.boolean(),
  /** Default billing address. */
  defaultaddressB: z.boolean(),
  ...mapPointFields,
});
export type Address = z.infer<typeof addressSchema>;

/** A box the shopper may leave empty. */
const optionalText = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, { message }).default('');

/** The address form (web) without the owner; the API body adds user_id. */
export const addressFormSchema = z.object({
  location_user: z.enum(LOCATION_TYPES, { message: ADDRESS_MSG.locationUser }),
  new_address: requiredText(ADDRESS_MSG.newAddress, 500),
  city: requiredText(ADDRESS_MSG.city, 100),
  area: optionalText(200, ADDRESS_MSG.area),
  pincode: z
    .string({ error: ADDRESS_MSG.pincode })
    .trim()
    .regex(PINCODE_PATTERN, { message: ADDRESS_MSG.pincode }),
  user_name: optionalText(100, ADDRESS_MSG.userName),
  latitude: z
    .number({ error: ADDRESS_MSG.latitude })
    .min(-90)
    .max(90, { message: ADDRESS_MSG.latitude })
    .nullish(),
  longitude: z
    .number({ error: ADDRESS_MSG.longitude })
    .min(-180, { message: ADDRESS_MSG.longitude })
    .max(180, { message: ADDRESS_MSG.longitude })
    .nullish(),
});
export type AddressForm = z.input<typeof addressFormSchema>;

export const addressBodySchema = addressFormSchema.extend({
  user_id: z.string({ error: 'user_id is required' }).min(1).max(64),
});
export type AddressBody = z.input<typeof addressBodySchema>;

export const setDefaultAddressBodySchema = z
  .object({ defaultaddressS: z.literal(true).optional(), defaultaddressB: z.literal(true).optional() })
  .refine((body) => body.defaultaddressS || body.defaultaddressB, { message: ADDRESS_MSG.chooseDefault });
export type SetDefaultAddressBody = z.input<typeof setDefaultAddressBodySchema>;

export const addressListResponseSchema = okBody({ user: z.array(addressSchema) });
export type AddressListResponse = z.infer<typeof addressListResponseSchema>;

export const addressMutationResponseSchema = okBody({ msg: z.string(), data: addressSchema });
export type AddressMutationResponse = z.infer<typeof addressMutationResponseSchema>;

export const addressMessageResponseSchema = okBody({ msg: z.string() });
export type AddressMessageResponse = z.infer<typeof addressMessageResponseSchema>;

export const addressIdParamsSchema = z.object({ addressId: z.guid({ message: ADDRESS_MSG.invalidId }) });
export const resetDefaultParamsSchema = z.object({
  kind: z.enum(DEFAULT_KINDS, { message: 'kind must be shipping or billing' }),
  userId: z.string().min(1).max(64),
});

import {
  adminMeResponseSchema,
  adminMessageSchema,
  totpEnableResponseSchema,
  totpSetupResponseSchema,
} from '@storefront/shared';
import { adminRequest } from '../session';

export const setupTotp = () =>
  adminRequest('/admin/me/totp/setup', import.meta.env.DEV && totpSetupResponseSchema, { method: 'POST' });

export const enableTotp = (code: string) =>
  adminRequest('/admin/me/totp/enable', import.meta.env.DEV && totpEnableResponseSchema, {
    method: 'POST',
    body: { code },
  });

export const disableTotp = (code: string) =>
  adminRequest('/admin/me/totp/disable', import.meta.env.DEV && adminMessageSchema, {
    method: 'POST',
    body: { code },
  });

export const getMe = () => adminRequest('/admin/me', import.meta.env.DEV && adminMeResponseSchema);

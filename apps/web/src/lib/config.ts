import { DEFAULT_SHOP_ID, normaliseApiBase } from './config-defaults';

/**
 * Build-time configuration. The shop id is fixed per deployment (docs/api.md: main_id is
 * configuration), so it is baked in rather than fetched, saving a round trip on load.
 */
export const SHOP_ID: string = import.meta.env.VITE_SHOP_ID ?? DEFAULT_SHOP_ID;
export const API_BASE: string = normaliseApiBase(import.meta.env.VITE_API_BASE);

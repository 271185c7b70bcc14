// The content feature's public surface: shop-level data the shell and other features read.
export { useHelp } from './api/get-help';
export { usePayButtons } from './api/get-pay-buttons';
export { useShopProfile } from './api/get-shop-profile';
export { telLink, whatsappLink } from './contact-links';

/**
 * What other features may use of content: letting a device go when its customer logs out;
 * for notifications, the shop's own address and Web Push to customers' and staff devices;
 * for checkout, the shop's settings (payment buttons, advance, office, delivery rules); for
 * served pages, the site meta; for the console, the profile and buttons as the storefront reads them. Everything else in this folder is internal.
 */
export {
  createPushSender,
  isPushServiceEndpoint,
  type PushMessage,
  type PushSender,
  type PushSenderOptions,
  parseSubscription,
  pushPublicKey,
  releaseDevice,
  vapidSubject,
} from './push';
export { findShopEmail } from './repository';
export {
  activeDeliveryBands,
  advancePercentage,
  allowedScriptOrigins,
  buttonConfig,
  meta,
  officeAddress,
  payButton,
  shopProfileValues,
} from './settings';
export { listActivePincodes } from './settings-repository';

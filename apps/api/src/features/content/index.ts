/**
 * What other features may use of content: letting a device go when its customer logs out;
 * for notifications, the shop's own address and Web Push to customers' and staff devices;
 * for checkout, the shop's settings (payment buttons, advance, office, delivery rules); for
 * served pages, the site meta. Everything else in this folder is internal.
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
export { advancePercentage, allowedScriptOrigins, meta, officeAddress, payButton } from './settings';
export {
  listActiveDeliveryPriceBands,
  listActiveFreeDeliveryBands,
  listActivePincodes,
} from './settings-repository';

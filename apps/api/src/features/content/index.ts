/**
 * What other features may use of content: letting a device go when its customer logs out;
 * for notifications, the shop's own address and Web Push to customers' and staff devices.
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

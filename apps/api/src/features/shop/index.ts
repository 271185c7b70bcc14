/**
 * What checkout may use of the shop's settings: the payment buttons, the advance, the office
 * and the delivery rules (served pincodes, price and free-delivery bands). Everything else
 * in this folder is internal.
 */
export {
  listActiveDeliveryPriceBands,
  listActiveFreeDeliveryBands,
  listActivePincodes,
} from './repository';
export { advancePercentage, meta, officeAddress, payButton } from './service';

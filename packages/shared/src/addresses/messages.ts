import { notFoundMsg } from '../messages';

/** Texts of the address manager: the spec's success and failure texts, then our field texts. */
export const ADDRESS_MSG = {
  added: 'Address added successfully',
  updated: 'Address updated successfully',
  deleted: 'Address deleted successfully!',
  defaultUpdated: (kind: 'shipping' | 'billing') => `Default ${kind} address updated`,
  deleteConfirm: 'Are you sure you want to delete this address?',
  failedToSave: 'Failed to save address',
  errorSaving: 'Error saving address',
  failedToDelete: 'Failed to delete address.',
  errorDeleting: 'An error occurred while deleting.',
  errorSettingDefault: 'An error occurred while setting default address.',
  selectBeforeSaving: 'Please select an address before saving.',
  // ours
  notFound: notFoundMsg('Address'),
  invalidId: 'Address id is not valid',
  locationUser: 'Please choose Home, Office or Others',
  newAddress: 'Please enter the address',
  city: 'Please enter the city',
  area: 'Area must be at most 200 characters',
  pincode: 'Please enter a valid 6-digit pincode',
  userName: 'Name must be at most 100 characters',
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  chooseDefault: 'Send defaultaddressS: true or defaultaddressB: true',
  tooMany: (max: number) => `You can save at most ${max} addresses`,
  /** Shown at checkout when the shipping address could not be placed (delivery_distance_unknown). */
  deliveryDistanceUnknown:
    'We could not work out how far this address is from us, so delivery is charged at our highest rate.',
} as const;

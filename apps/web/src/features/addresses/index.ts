// The addresses feature's public surface: the manager for /my-account, and its parts for
// checkout (the change modal takes a `validate` for the pincode rule, the form modal
// adds or edits, CardActions is a card's row of buttons, useAddresses reads the list).
export { addressesKey, useAddresses } from './api/get-addresses';
export { makeDefaultAddress } from './api/set-default-address';
export { AddressFormModal } from './components/address-form-modal';
export { AddressCard, AddressManager } from './components/address-manager';
export { formatAddress } from './components/address-text';
export { CardActions } from './components/card-actions';
export { ChangeSelectionModal } from './components/change-selection-modal';

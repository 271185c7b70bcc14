/** Texts of the owner's console (sign-in, two-factor, orders). */
export const ADMIN_MSG = {
  invalidCredentials: 'Invalid email or password',
  totpRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  totpInvalid:
    'That code is not right. Enter the current code from your authenticator app, or a recovery code',
  totpCodeInvalid: 'That code is not right. Enter the current code from your authenticator app',
  totpAlreadyEnabled: 'Two-factor sign-in is already on',
  totpNotEnabled: 'Two-factor sign-in is not on',
  totpSetupFirst: 'Start the setup again: scan a new QR code first',
  totpEnabled: 'Two-factor sign-in is on',
  totpDisabled: 'Two-factor sign-in is off',
  staffOnly: 'This is for shop staff only',
  ownerOnly: 'Only the shop owner can do that',
  sessionExpired: 'Your session has ended. Please sign in again',
  signedOut: 'Signed out',
  enterEmail: 'Please enter a valid email address.',
  enterPassword: 'Please enter your password',
  enterCode: 'Please enter the 6-digit code',
  badDateRange: 'The start date must be on or before the end date',
  orderNotFound: 'Order not found',
  notAnId: 'Not a valid id',
  inboxNotFound: 'Message not found',
  inboxNothingToChange: 'Say what to change: read or handled',
} as const;

/** Error codes the console reads to decide what to show (the login page's code box). */
export const ADMIN_ERROR_CODES = {
  totpRequired: 'TOTP_REQUIRED',
  totpInvalid: 'TOTP_INVALID',
} as const;

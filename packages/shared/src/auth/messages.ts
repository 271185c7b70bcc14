import { notFoundMsg } from '../messages';

/**
 * Texts of the sign-in, registration, reset and account screens. The spec fixes the
 * success texts and the validation texts word for word; the rest are ours, in the same voice.
 */
export const AUTH_MSG = {
  // spec: success texts
  loginSuccessful: 'Login successful!',
  otpSent: 'OTP sent successfully!',
  otpSentToEmail: 'OTP sent to your email.',
  otpVerified: 'OTP verified successfully!',
  registrationSuccessful: 'Registration successful!',
  passwordReset: 'Password reset successfully!',
  // spec: validation texts
  invalidEmail: 'Invalid email address.',
  enterValidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 6 characters long',
  newPasswordTooShort: 'Password must be at least 6 characters.',
  passwordsDoNotMatch: 'Passwords do not match.',
  enterAllOtpDigits: 'Please enter all 6 digits of OTP',
  googleCredentialMissing: 'Google credential is missing',
  invalidMobile: 'Please enter a valid 10-digit mobile number',
  userNotFound: notFoundMsg('User'),
  // spec: client-side failure texts (shown when the call itself fails)
  errorSendingOtp: 'Error sending OTP',
  errorVerifyingOtp: 'Error verifying OTP',
  errorResettingPassword: 'Error resetting password',
  googleSignupFailed: 'An error occurred during sign-up. Please try again.',
  // ours
  invalidCredentials: 'Invalid email or password',
  fullNameRequired: 'Please enter your full name',
  passwordRequired: 'Please enter your password',
  passwordTooLong: 'Password must be at most 128 characters',
  emailAlreadyRegistered: 'This email is already registered. Please log in.',
  invalidOtp: 'Invalid OTP. Please try again.',
  otpExpired: 'OTP has expired. Please request a new one.',
  otpTooManyTries: 'Too many wrong attempts. Please request a new OTP.',
  otpNotVerified: 'Please verify your email with the OTP first.',
  verificationExpired: 'Your email verification has expired or was already used. Please request a new OTP.',
  mobileDigitsOnly: 'Phone number can have digits only, up to 10.',
  busy: 'Too many requests at the moment. Please try again in a few seconds.',
  mailNotSent: 'We could not send the email. Please try again in a moment.',
  sessionExpired: 'Your session has expired. Please log in again.',
  loggedOut: 'Logged out',
  googleNotConfigured: 'Google sign-in is not available for this shop.',
  googleTokenInvalid: 'Google sign-in failed. Please try again.',
  googleEmailNotVerified: 'Your Google email address is not verified.',
  mobileUpdated: 'Mobile number updated',
  deviceOfAnotherAccount:
    'This device gets notifications for another account. Log out of that account on it first.',
} as const;

import { MESSAGE_MAX_LENGTH } from '../constants';

/**
 * Texts of the contact and enquiry forms and of push registration. The spec fixes the
 * success texts and the button labels word for word; the rest are ours, in the same voice.
 */
export const CONTENT_MSG = {
  // spec: success texts
  thankYouForContacting: 'Thank you for contacting!',
  enquirySent: 'Enquiry Sent',
  // spec: buttons
  sendMessage: 'Send Message',
  sending: 'Sending...',
  submit: 'Submit',
  loading: 'Loading...',
  // ours: field texts (the API sends the same ones per field)
  nameRequired: 'Please enter your name',
  nameTooLong: 'Name must be at most 100 characters',
  emailRequired: 'Please enter your email address',
  phoneRequired: 'Please enter your mobile number',
  messageTooLong: `Message must be at most ${MESSAGE_MAX_LENGTH} characters`,
  fieldTooLong: (max: number) => `Must be at most ${max} characters`,
  // ours: failures
  notSent: 'Your message could not be sent. Please try again.',
  tooManyMessages: 'You have sent several messages already. Please wait a little and try again.',
  // ours: push
  deviceTokenRequired: 'deviceToken is required',
  deviceTokenTooLong: 'deviceToken must be at most 4096 characters',
  deviceRegistered: 'Device registered for notifications',
} as const;

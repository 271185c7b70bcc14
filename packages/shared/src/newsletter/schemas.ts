import { z } from 'zod';
import { successMsgSchema } from '../common/answers';
import { emailText } from '../common/fields';

/** Texts of the newsletter box and its unsubscribe link. */
export const NEWSLETTER_MSG = {
  enterEmail: 'Please enter a valid email address.',
  subscribed: 'Thank you for subscribing. Every newsletter has a link to unsubscribe.',
  unsubscribed: 'You are unsubscribed and will get no more newsletters.',
  badLink: 'This unsubscribe link is not valid. Copy the whole link from the newsletter.',
  tooMany: 'Too many sign-ups from here. Please try again later.',
} as const;

export const newsletterSubscribeBodySchema = z.object({
  email: emailText(NEWSLETTER_MSG.enterEmail),
});
export type NewsletterSubscribeBody = z.input<typeof newsletterSubscribeBodySchema>;
export const newsletterSubscribeResponseSchema = successMsgSchema;
export const newsletterUnsubscribeQuerySchema = z.object({ token: z.string().max(200).default('') });

import { MSG, NEWSLETTER_MSG, newsletterSubscribeResponseSchema } from '@storefront/shared';
import { FormSendError, postForm } from './post-form';

export type NewsletterAnswer = { subscribed: boolean; text: string };

/**
 * POST /api/newsletter/subscribe. Answers the text to show under the box: the server's
 * thanks, or why it refused (a bad address, too many sign-ups), never an exception.
 */
export async function subscribeToNewsletter(email: string): Promise<NewsletterAnswer> {
  try {
    const answer = await postForm(
      '/newsletter/subscribe',
      { email },
      import.meta.env.DEV && newsletterSubscribeResponseSchema,
    );
    return { subscribed: true, text: answer.msg || NEWSLETTER_MSG.subscribed };
  } catch (error) {
    const text =
      error instanceof FormSendError
        ? (error.fields.email ?? error.serverText ?? MSG.somethingWentWrong)
        : MSG.somethingWentWrong;
    return { subscribed: false, text };
  }
}

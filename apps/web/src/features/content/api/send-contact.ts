import { type ContactBody, type ContactResponse, contactResponseSchema } from '@storefront/shared';
import { SHOP_ID } from '@/lib/config';
import { FormSendError, postForm } from './post-form';

/**
 * POST /api/leads/contact. A signed-in customer sends it with the token and their id; if
 * the session has ended meanwhile, it goes as a guest's message rather than failing.
 */
export async function sendContact(
  form: Pick<ContactBody, 'name' | 'email' | 'mobile' | 'remark'>,
  userId: string | null,
): Promise<ContactResponse> {
  const body = { ...form, user_id: userId ?? '', property_id: SHOP_ID };
  if (userId) {
    try {
      return await postForm('/leads/contact', body, import.meta.env.DEV && contactResponseSchema, {
        signedIn: true,
      });
    } catch (error) {
      if (!(error instanceof FormSendError && error.status === 401)) throw error;
    }
  }
  return postForm('/leads/contact', { ...body, user_id: '' }, import.meta.env.DEV && contactResponseSchema);
}

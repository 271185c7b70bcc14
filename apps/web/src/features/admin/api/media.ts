import { type MediaUploadResponse, MSG, mediaUploadResponseSchema } from '@storefront/shared';
import { checkAnswer } from '@/lib/api-client';
import { adminUpload } from '../session';

/** The server's message for a refused upload (the first field's, else its msg). */
function refusalOf(body: unknown): string {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as { msg?: unknown };
  return typeof answer.msg === 'string' ? answer.msg : MSG.somethingWentWrong;
}

/** Uploads pictures for a product or category; resolves with their addresses, or throws the server's message. */
export async function uploadPictures(
  files: File[],
  onProgress?: (fraction: number) => void,
): Promise<MediaUploadResponse> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  const answer = await adminUpload('/admin/media', form, onProgress);
  if (answer.status !== 201) throw new Error(refusalOf(answer.body));
  return checkAnswer('/admin/media', answer.body, import.meta.env.DEV && mediaUploadResponseSchema);
}

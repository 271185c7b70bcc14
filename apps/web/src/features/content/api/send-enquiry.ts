import { type EnquiryBody, type EnquiryResponse, enquiryResponseSchema } from '@storefront/shared';
import { postForm } from './post-form';

/** POST /api/inquiry (the spec's enquiry host is this API). */
export function sendEnquiry(body: EnquiryBody): Promise<EnquiryResponse> {
  return postForm('/inquiry', body, import.meta.env.DEV && enquiryResponseSchema);
}

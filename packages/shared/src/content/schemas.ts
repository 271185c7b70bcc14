import { z } from 'zod';
import { AUTH_MSG } from '../auth/messages';
import { isValidMobile, normaliseMobile } from '../auth/mobile';
import { FIXED_PAGE_TITLES } from '../catalogue/page-titles';
import { dataEnvelope, successMsgSchema } from '../common/answers';
import { EMAIL_PATTERN } from '../common/fields';
import { MESSAGE_MAX_LENGTH } from '../constants';
import { CONTENT_MSG } from './messages';

export * from './page-body';

/**
 * The contact form, the enquiry form and push registration (docs/api.md).
 * The `*FormSchema`s are what the React forms validate; the `*BodySchema`s are what the
 * API validates, with the same texts per field.
 */

const NAME_MAX = 100;
/** A Web Push subscription's JSON is well under 1 KB; a native token is shorter still. */
export const DEVICE_TOKEN_MAX_LENGTH = 4096;

const nameField = z
  .string({ error: CONTENT_MSG.nameRequired })
  .trim()
  .min(1, { message: CONTENT_MSG.nameRequired, abort: true })
  .max(NAME_MAX, { message: CONTENT_MSG.nameTooLong });

const emailField = z
  .string({ error: CONTENT_MSG.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { message: CONTENT_MSG.emailRequired, abort: true })
  .max(254, { message: AUTH_MSG.enterValidEmail })
  .regex(EMAIL_PATTERN, { message: AUTH_MSG.enterValidEmail });

/** Required; then the spec's mobile rule (+91, spaces, a leading 0 accepted), 10 digits out. */
const phoneField = z
  .string({ error: CONTENT_MSG.phoneRequired })
  .trim()
  .min(1, { message: CONTENT_MSG.phoneRequired, abort: true })
  .max(32, { message: AUTH_MSG.invalidMobile, abort: true })
  .refine(isValidMobile, { message: AUTH_MSG.invalidMobile })
  .transform(normaliseMobile);

const messageField = z
  .string({ error: CONTENT_MSG.messageTooLong })
  .trim()
  .max(MESSAGE_MAX_LENGTH, { message: CONTENT_MSG.messageTooLong })
  .default('');

/** An optional free text of the legacy enquiry body; numbers (an age) are taken as text. */
const optionalText = (max: number) =>
  z
    .union([z.string(), z.number()], { error: CONTENT_MSG.fieldTooLong(max) })
    .nullish()
    .transform((value) => (value == null ? '' : String(value).trim()))
    .pipe(z.string().max(max, { message: CONTENT_MSG.fieldTooLong(max) }));

/** Empty, null or absent all mean "no value" (a guest's client may send user_id: ''). */
const optionalId = z
  .string({ error: 'must be a string' })
  .trim()
  .max(64)
  .nullish()
  .transform((value) => (value ? value : undefined));

// ---- contact (POST /leads/contact) ----

/** The Get In Touch form: phone is `mobile` and the message is `remark`, as on the wire. */
export const contactFormSchema = z.object({
  name: nameField,
  email: emailField,
  mobile: phoneField,
  remark: messageField,
});
export type ContactForm = z.input<typeof contactFormSchema>;

export const contactBodySchema = contactFormSchema.extend({
  /** Only the signed-in customer's own id; ignored for a guest. */
  user_id: optionalId,
  /** The shop id; anything else is ignored. */
  property_id: optionalId,
});
export type ContactBody = z.input<typeof contactBodySchema>;

export const contactResponseSchema = successMsgSchema;
export type ContactResponse = z.infer<typeof contactResponseSchema>;

// ---- enquiry (POST /inquiry) ----

/**
 * The enquiry form asks the same four things as the contact form; only its body differs, carrying
 * the email in the legacy `school` slot (docs/api.md).
 */
export const enquiryFormSchema = contactFormSchema;
export type EnquiryForm = z.input<typeof enquiryFormSchema>;

export const enquiryBodySchema = z.object({
  name: nameField,
  mobile: phoneField,
  /** The enquirer's email (the form fills the school slot with it). */
  school: emailField,
  parent_name: optionalText(NAME_MAX),
  dob: optionalText(32),
  age: optionalText(8),
  remark: messageField,
});
export type EnquiryBody = z.input<typeof enquiryBodySchema>;

/** The form's values as the call's body. */
export function enquiryBodyFromForm(form: z.output<typeof enquiryFormSchema>): EnquiryBody {
  return {
    name: form.name,
    mobile: form.mobile,
    school: form.email,
    parent_name: '',
    dob: '',
    age: '',
    remark: form.remark,
  };
}

export const enquiryResponseSchema = z.object({ ok: z.literal(true), msg: z.string() });
export type EnquiryResponse = z.infer<typeof enquiryResponseSchema>;

// ---- push (POST /firebase/register-token, GET /push/config) ----

export const registerTokenBodySchema = z.object({
  user_id: z.string({ error: 'user_id is required' }).trim().min(1).max(64),
  /** With Web Push, the JSON of the browser's PushSubscription. */
  deviceToken: z
    .string({ error: CONTENT_MSG.deviceTokenRequired })
    .trim()
    .min(1, { message: CONTENT_MSG.deviceTokenRequired, abort: true })
    .max(DEVICE_TOKEN_MAX_LENGTH, { message: CONTENT_MSG.deviceTokenTooLong }),
});
export type RegisterTokenBody = z.input<typeof registerTokenBodySchema>;

export const registerTokenResponseSchema = successMsgSchema;

export const pushConfigResponseSchema = z.object({
  enabled: z.boolean(),
  /** The VAPID public key (base64url) the browser subscribes with; null when push is off. */
  publicKey: z.string().nullable(),
});
export type PushConfig = z.infer<typeof pushConfigResponseSchema>;

// ---- the shop's editable pages (GET /page/{slug}/{shopId}, decision 0041) ----

/** The pages the owner writes in the console; any other slug is 404. */
export const CONTENT_PAGE_SLUGS = [
  'privacy-policy',
  'refund-policy',
  'terms-and-conditions',
  'about-us',
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

export function isContentPageSlug(value: string): value is ContentPageSlug {
  return (CONTENT_PAGE_SLUGS as readonly string[]).includes(value);
}

/**
 * Each page's name: its document title and the link to it, whatever its own title says. A
 * policy page's own title is its heading; the about page's is the big line of its hero.
 */
export const CONTENT_PAGE_NAMES: Record<ContentPageSlug, string> = {
  'privacy-policy': FIXED_PAGE_TITLES['/privacy-policy'],
  'refund-policy': FIXED_PAGE_TITLES['/refund-policy'],
  'terms-and-conditions': FIXED_PAGE_TITLES['/terms-and-conditions'],
  'about-us': FIXED_PAGE_TITLES['/about-us'],
};

export const CONTENT_PAGE_LIMITS = { title: 120, body: 20_000 } as const;

export const contentPageParamsSchema = z.object({
  slug: z.string().min(1).max(64),
  shopId: z.string().min(1).max(64),
});

export const contentPageSchema = z.object({
  slug: z.enum(CONTENT_PAGE_SLUGS),
  title: z.string(),
  /** The page-body text format (parsePageBody). */
  body: z.string(),
  /** When the owner last saved it; null for a page never written (title is then its name). */
  updated_at: z.string().nullable(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
export const contentPageResponseSchema = dataEnvelope(contentPageSchema);

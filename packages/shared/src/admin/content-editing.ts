import { z } from 'zod';
import { isValidMobile, normaliseMobile } from '../auth/mobile';
import { siteMetaSchema } from '../catalogue/schemas';
import { rowAnswer } from '../common/answers';
import { emailText, mapPointFields, optionalText, requiredText } from '../common/fields';
import { CONTENT_PAGE_LIMITS, CONTENT_PAGE_SLUGS } from '../content/schemas';
import { notFoundMsg } from '../messages';
import { optionalImageSchema } from './catalogue';
import { blankAsNull } from './form-fields';
import { CONSOLE_FIELD_MSG } from './messages';

/*
 * The console's "Shop and pages" (docs/api.md, "Console: shop and pages"): the shop profile,
 * the help numbers, site meta with the origins whose scripts may run, and the editable pages.
 * Each schema validates the console's form and the API's body alike.
 */

export const CONTENT_ADMIN_MSG = {
  enterShopName: 'Enter the shop name',
  enterShopEmail: 'Enter the e-mail address where new orders should go',
  enterMobile: 'Enter a 10-digit mobile number, or leave it empty',
  enterLatitude: 'Enter a latitude from -90 to 90, or leave it empty',
  enterLongitude: 'Enter a longitude from -180 to 180, or leave it empty',
  bothCoordinates: 'Enter both latitude and longitude, or neither',
  tooLong: CONSOLE_FIELD_MSG.tooLong,
  enterSiteTitle: 'Enter the site title',
  enterOrigin: (entry: string) =>
    `${entry} is not an origin we can allow: write https:// and the host only, such as https://www.googletagmanager.com`,
  originRepeated: (entry: string) => `${entry} is listed twice`,
  tooManyOrigins: (max: number) => `List at most ${max} origins`,
  enterScript: (entry: string) =>
    `${entry} is not a script address: write a path on this shop (/…) or an https:// address`,
  scriptNotAllowed: (entry: string, origin: string) =>
    `${entry} comes from ${origin}, which is not an allowed script origin: add it to the allowed origins first`,
  scriptRepeated: (entry: string) => `${entry} is listed twice`,
  tooManyScripts: (max: number) => `List at most ${max} scripts`,
  enterPageTitle: 'Enter the page title',
  enterPageBody: "Write the page's text",
  pageNotFound: notFoundMsg('Page'),
  profileSaved: 'Shop profile saved',
  helpSaved: 'Help numbers saved',
  metaSaved: 'Site details saved',
  pageSaved: (name: string) => `${name} saved`,
} as const;

export const SHOP_PROFILE_LIMITS = { name: 100, tagLine: 200, officeAddress: 500, email: 254 } as const;
export const SITE_META_LIMITS = {
  title: 120,
  description: 300,
  keywords: 300,
  author: 100,
  scripts: 20,
  scriptOrigins: 20,
  address: 500,
} as const;

const required = (max: number, message: string) => requiredText(message, max, CONTENT_ADMIN_MSG.tooLong(max));
const upTo = (max: number) => optionalText(max, CONTENT_ADMIN_MSG.tooLong(max));

/** Empty is "none" (the storefront then hides the button); anything else the spec's mobile rule. */
export const optionalMobileSchema = z
  .string({ error: CONTENT_ADMIN_MSG.enterMobile })
  .trim()
  .max(32, { message: CONTENT_ADMIN_MSG.enterMobile })
  .refine((value) => value === '' || isValidMobile(value), { message: CONTENT_ADMIN_MSG.enterMobile })
  .transform((value) => (value === '' ? '' : normaliseMobile(value)))
  .default('');

const coordinate = (limit: number, message: string) =>
  z.preprocess(
    blankAsNull,
    z.coerce.number({ error: message }).min(-limit, { message }).max(limit, { message }).nullable(),
  );

// ---- shop profile: PUT /api/admin/shop-profile ----

/**
 * The shop's identity and office. GSTIN, legal name and the low-stock threshold belong to
 * the selling rules and are never written here.
 */
export const adminShopProfileBodySchema = z
  .object({
    logo: optionalImageSchema,
    name: required(SHOP_PROFILE_LIMITS.name, CONTENT_ADMIN_MSG.enterShopName),
    tagLine: upTo(SHOP_PROFILE_LIMITS.tagLine),
    officeAddress: upTo(SHOP_PROFILE_LIMITS.officeAddress),
    /** The office's position, for the delivery distance; both or neither. */
    latitude: coordinate(90, CONTENT_ADMIN_MSG.enterLatitude).default(null),
    longitude: coordinate(180, CONTENT_ADMIN_MSG.enterLongitude).default(null),
    /** Also where the shop's new-order mails go. */
    email: emailText(CONTENT_ADMIN_MSG.enterShopEmail),
    phone: optionalMobileSchema,
  })
  .superRefine((body, ctx) => {
    if ((body.latitude === null) !== (body.longitude === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [body.latitude === null ? 'latitude' : 'longitude'],
        message: CONTENT_ADMIN_MSG.bothCoordinates,
      });
    }
  });
export type AdminShopProfileForm = z.input<typeof adminShopProfileBodySchema>;
export type AdminShopProfileBody = z.output<typeof adminShopProfileBodySchema>;

export const adminShopProfileSchema = z.object({
  logo: z.string(),
  name: z.string(),
  tagLine: z.string(),
  officeAddress: z.string(),
  ...mapPointFields,
  email: z.string(),
  phone: z.string(),
});
export type AdminShopProfile = z.infer<typeof adminShopProfileSchema>;
export const adminShopProfileResponseSchema = rowAnswer('profile', adminShopProfileSchema);

// ---- help numbers: PUT /api/admin/help-contacts ----

export const adminHelpContactsBodySchema = z.object({
  whatsappNumber: optionalMobileSchema,
  mobile: optionalMobileSchema,
});
export type AdminHelpContactsForm = z.input<typeof adminHelpContactsBodySchema>;
export type AdminHelpContactsBody = z.output<typeof adminHelpContactsBodySchema>;
export const adminHelpContactsSchema = z.object({ whatsappNumber: z.string(), mobile: z.string() });
export type AdminHelpContacts = z.infer<typeof adminHelpContactsSchema>;
export const adminHelpContactsResponseSchema = rowAnswer('help', adminHelpContactsSchema);

// ---- site meta and allowed script origins: PUT /api/admin/site-meta ----

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/**
 * An origin the pages' CSP may name: https, a host of at least two labels (a leading `*.`
 * allows its subdomains, never a whole top-level domain), an optional port, nothing else.
 * Nothing that could end a CSP directive or a header (`;`, `,`, quotes, spaces) can pass.
 */
export const SCRIPT_ORIGIN_PATTERN = new RegExp(
  `^https://(?:\\*\\.)?(?:${LABEL}\\.)+${LABEL}(?::\\d{1,5})?$`,
);

/** How an origin is stored: lower case, without a trailing slash or https's own port. */
export function normaliseScriptOrigin(value: string): string {
  return value.trim().toLowerCase().replace(/\/+$/, '').replace(/:443$/, '');
}

const SAME_SHOP_SCRIPT = /^\/(?!\/)[^\s"'<>\\]*$/;
const HTTPS_SCRIPT = /^https:\/\/[^\s"'<>\\]+$/;

export function isScriptOrigin(value: string): boolean {
  return SCRIPT_ORIGIN_PATTERN.test(value);
}

/** The origin of an https script address, or null for a path on the shop or a bad address. */
export function scriptAddressOrigin(address: string): string | null {
  if (!address.startsWith('https://')) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' && url.hostname ? url.origin : null;
  } catch {
    return null;
  }
}

/** Whether a CSP source `allowed` (SCRIPT_ORIGIN_PATTERN) lets a page load from `origin`, as the browser matches it. */
export function originAllows(allowed: string, origin: string): boolean {
  if (allowed === origin) return true;
  if (!allowed.startsWith('https://*.')) return false;
  const url = new URL(origin);
  const [host, port = ''] = allowed.slice('https://*.'.length).split(':');
  return url.hostname.endsWith(`.${host}`) && url.port === port;
}

/** Whether a script address may run: a path on the shop, or https from an allowed origin. */
export function scriptAllowed(address: string, origins: readonly string[]): boolean {
  if (SAME_SHOP_SCRIPT.test(address)) return true;
  const origin = scriptAddressOrigin(address);
  return origin !== null && origins.some((allowed) => originAllows(allowed, origin));
}

export const adminSiteMetaBodySchema = z
  .object({
    title: required(SITE_META_LIMITS.title, CONTENT_ADMIN_MSG.enterSiteTitle),
    description: upTo(SITE_META_LIMITS.description),
    keywords: upTo(SITE_META_LIMITS.keywords),
    author: upTo(SITE_META_LIMITS.author),
    icon: optionalImageSchema,
    /** https origins whose scripts may run on the storefront (added to the CSP). */
    scriptOrigins: z
      .array(z.string().transform(normaliseScriptOrigin))
      .max(SITE_META_LIMITS.scriptOrigins, {
        message: CONTENT_ADMIN_MSG.tooManyOrigins(SITE_META_LIMITS.scriptOrigins),
      })
      .default([]),
    /** Script addresses the storefront loads: paths on the shop or https from an allowed origin. */
    scripts: z
      .array(z.string().trim())
      .max(SITE_META_LIMITS.scripts, { message: CONTENT_ADMIN_MSG.tooManyScripts(SITE_META_LIMITS.scripts) })
      .default([]),
  })
  .superRefine((body, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const origins = new Set<string>();
    body.scriptOrigins.forEach((origin, index) => {
      if (!isScriptOrigin(origin)) issue(['scriptOrigins', index], CONTENT_ADMIN_MSG.enterOrigin(origin));
      else if (origins.has(origin)) issue(['scriptOrigins', index], CONTENT_ADMIN_MSG.originRepeated(origin));
      origins.add(origin);
    });
    const allowed = [...origins].filter(isScriptOrigin);
    const scripts = new Set<string>();
    body.scripts.forEach((script, index) => {
      const shown = script.length > 80 ? `${script.slice(0, 79)}…` : script;
      if (
        script.length > SITE_META_LIMITS.address ||
        !(SAME_SHOP_SCRIPT.test(script) || HTTPS_SCRIPT.test(script)) ||
        (HTTPS_SCRIPT.test(script) && scriptAddressOrigin(script) === null)
      ) {
        issue(['scripts', index], CONTENT_ADMIN_MSG.enterScript(shown));
      } else if (!scriptAllowed(script, allowed)) {
        issue(['scripts', index], CONTENT_ADMIN_MSG.scriptNotAllowed(shown, scriptAddressOrigin(script)!));
      } else if (scripts.has(script)) {
        issue(['scripts', index], CONTENT_ADMIN_MSG.scriptRepeated(shown));
      }
      scripts.add(script);
    });
  });
export type AdminSiteMetaForm = z.input<typeof adminSiteMetaBodySchema>;
export type AdminSiteMetaBody = z.output<typeof adminSiteMetaBodySchema>;

/** The storefront's site meta, and the origins its scripts may come from. */
export const adminSiteMetaSchema = siteMetaSchema.extend({ scriptOrigins: z.array(z.string()) });
export type AdminSiteMeta = z.infer<typeof adminSiteMetaSchema>;
export const adminSiteMetaResponseSchema = rowAnswer('meta', adminSiteMetaSchema);

// ---- pages: GET /api/admin/pages, PUT /api/admin/pages/{slug} ----

export const adminContentPageParamsSchema = z.object({ slug: z.string().min(1).max(64) });

export const adminContentPageBodySchema = z.object({
  title: required(CONTENT_PAGE_LIMITS.title, CONTENT_ADMIN_MSG.enterPageTitle),
  /** The page-body text format (shared parsePageBody): kept as typed, ends trimmed. */
  body: required(CONTENT_PAGE_LIMITS.body, CONTENT_ADMIN_MSG.enterPageBody),
});
export type AdminContentPageForm = z.input<typeof adminContentPageBodySchema>;
export type AdminContentPageBody = z.output<typeof adminContentPageBodySchema>;

export const adminContentPageSchema = z.object({
  slug: z.enum(CONTENT_PAGE_SLUGS),
  /** The page's fixed name (Refund Policy...), for the console's headings. */
  name: z.string(),
  title: z.string(),
  body: z.string(),
  /** Null for a page never written. */
  updatedAt: z.string().nullable(),
});
export type AdminEditablePage = z.infer<typeof adminContentPageSchema>;
export const adminContentPagesResponseSchema = z.object({ items: z.array(adminContentPageSchema) });
export const adminContentPageResponseSchema = rowAnswer('page', adminContentPageSchema);

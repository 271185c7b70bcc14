import { z } from 'zod';
import { marqueeSchema, offerSchema } from '../catalogue/schemas';
import { optionalText, requiredText } from '../common/fields';
import { PRODUCT_STATUSES, TOGGLE_STATUSES } from '../constants';
import { notFoundMsg } from '../messages';
import { rupeesToPaise } from '../money';
import { CATALOGUE_ADMIN_MSG, productImageSchema } from './catalogue';
import { blankAsNull, consolePlacement, optionalRupees } from './form-fields';
import { CONSOLE_FIELD_MSG } from './messages';

/*
 * The console's home page (docs/api.md, "Console: home page"): the hero slider's cards, the
 * offers strip, the announcement strip's headings and the new-arrival rows. The storefront reads
 * the same rows through /slider/all, /offer/all, /marquee/all and /newarrival/all. Prices are
 * rupees on the wire, as everywhere.
 */

/** How many products one new-arrival row may hold: a row scrolls sideways, past this nobody looks. */
export const NEW_ARRIVAL_GROUP_MAX_PRODUCTS = 30;

export const HOME_CONTENT_MSG = {
  sliderNotFound: notFoundMsg('Slider card'),
  offerNotFound: notFoundMsg('Offer'),
  marqueeNotFound: notFoundMsg('Heading'),
  groupNotFound: notFoundMsg('New-arrival group'),
  enterSliderName: 'Enter the slider name',
  enterPrice: 'Enter a price above ₹0, or leave it empty',
  enterCutOffPrice: 'Enter a cut-off price above the price, or leave it empty',
  addImage: 'Add an image',
  addBackgroundImage: 'Add a background image',
  unknownProduct: CATALOGUE_ADMIN_MSG.unknownProduct,
  enterOfferTitle: 'Enter the offer title',
  badLink: 'A link starts with / or https://',
  enterHeading: 'Enter the heading',
  enterGroupName: 'Enter the group name',
  addProduct: 'Add at least one product',
  productRepeated: 'This product is in the group already',
  tooManyProducts: `A group holds at most ${NEW_ARRIVAL_GROUP_MAX_PRODUCTS} products`,
  sliderSaved: 'Slider card saved',
  sliderDeleted: 'Slider card deleted',
  offerSaved: 'Offer saved',
  offerDeleted: 'Offer deleted',
  marqueeSaved: 'Heading saved',
  marqueeDeleted: 'Heading deleted',
  groupSaved: 'New-arrival group saved',
  groupDeleted: 'New-arrival group deleted',
  moved: 'Order saved',
  activated: 'Shown on the home page',
  deactivated: 'Hidden from the home page',
} as const;

export const HOME_STATUSES = TOGGLE_STATUSES;
export type HomeStatus = (typeof HOME_STATUSES)[number];

/** Links open the shop's own pages (a path) or an https address; never `javascript:` and the like. */
const LINK_PATTERN = /^(\/(?!\/)|https:\/\/)[^\s"'<>]+$/;

/** A required picture: the products' rule (a path or an https address), with its own message when empty. */
const image = (message: string) =>
  z.string({ error: message }).trim().min(1, { message }).pipe(productImageSchema);
const status = z.enum(HOME_STATUSES).default('Active');

/**
 * `POST /api/admin/home/sliders`, `PUT /api/admin/home/sliders/{id}`, and the console's form.
 * Both prices are optional; a cut-off price (shown struck through) must be above the price.
 */
export const adminSliderBodySchema = z
  .object({
    sliderName: requiredText(HOME_CONTENT_MSG.enterSliderName, 120, CONSOLE_FIELD_MSG.tooLong(120)),
    offerName: optionalText(80),
    description: optionalText(500),
    price: optionalRupees(HOME_CONTENT_MSG.enterPrice, 0.01),
    cutOffPrice: optionalRupees(HOME_CONTENT_MSG.enterCutOffPrice, 0.01),
    image: image(HOME_CONTENT_MSG.addImage),
    backgroundImage: image(HOME_CONTENT_MSG.addBackgroundImage),
    /** The product View Products opens; the storefront shows the button only while it is Active. */
    productId: z.preprocess(blankAsNull, z.guid({ message: HOME_CONTENT_MSG.unknownProduct }).nullable()),
    status,
  })
  .superRefine((body, ctx) => {
    if (
      body.cutOffPrice !== null &&
      (body.price === null || rupeesToPaise(body.cutOffPrice) <= rupeesToPaise(body.price))
    )
      ctx.addIssue({ code: 'custom', path: ['cutOffPrice'], message: HOME_CONTENT_MSG.enterCutOffPrice });
  });
export type AdminSliderForm = z.input<typeof adminSliderBodySchema>;
export type AdminSliderBody = z.output<typeof adminSliderBodySchema>;

/** `POST /api/admin/home/offers`, `PUT /api/admin/home/offers/{id}`: the link (Claim Your Offer) is optional. */
export const adminOfferBodySchema = z.object({
  image: image(HOME_CONTENT_MSG.addImage),
  title: requiredText(HOME_CONTENT_MSG.enterOfferTitle, 120, CONSOLE_FIELD_MSG.tooLong(120)),
  description: optionalText(500),
  link: z.preprocess(
    blankAsNull,
    z
      .string()
      .trim()
      .max(500, { message: HOME_CONTENT_MSG.badLink })
      .regex(LINK_PATTERN, { message: HOME_CONTENT_MSG.badLink })
      .nullable(),
  ),
  status,
});
export type AdminOfferForm = z.input<typeof adminOfferBodySchema>;
export type AdminOfferBody = z.output<typeof adminOfferBodySchema>;

/** `POST /api/admin/home/marquees`, `PUT /api/admin/home/marquees/{id}`: one heading of the announcement strip. */
export const adminMarqueeBodySchema = z.object({
  heading: requiredText(HOME_CONTENT_MSG.enterHeading, 200, CONSOLE_FIELD_MSG.tooLong(200)),
});
export type AdminMarqueeForm = z.input<typeof adminMarqueeBodySchema>;
export type AdminMarqueeBody = z.output<typeof adminMarqueeBodySchema>;

/**
 * `POST /api/admin/home/new-arrivals`, `PUT /api/admin/home/new-arrivals/{id}`: a row of the
 * home page, its products in the order the row shows them, each once.
 */
export const adminNewArrivalGroupBodySchema = z
  .object({
    categoryName: requiredText(HOME_CONTENT_MSG.enterGroupName, 80, CONSOLE_FIELD_MSG.tooLong(80)),
    description: optionalText(500),
    productIds: z
      .array(z.guid({ message: HOME_CONTENT_MSG.unknownProduct }), { error: HOME_CONTENT_MSG.addProduct })
      .min(1, { message: HOME_CONTENT_MSG.addProduct })
      .max(NEW_ARRIVAL_GROUP_MAX_PRODUCTS, { message: HOME_CONTENT_MSG.tooManyProducts }),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.productIds.forEach((id, index) => {
      const key = id.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['productIds', index],
          message: HOME_CONTENT_MSG.productRepeated,
        });
      seen.add(key);
    });
  });
export type AdminNewArrivalGroupForm = z.input<typeof adminNewArrivalGroupBodySchema>;
export type AdminNewArrivalGroupBody = z.output<typeof adminNewArrivalGroupBodySchema>;

/** `PATCH /api/admin/home/{sliders|offers}/{id}/status`: show or hide a card without editing it. */
export const adminHomeStatusBodySchema = z.object({ status: z.enum(HOME_STATUSES) });
/** `POST /api/admin/home/{kind}/{id}/move`: one place earlier (up) or later (down) on the home page. */
export const adminHomeMoveBodySchema = z.object({ direction: z.enum(['up', 'down']) });
export type HomeMoveDirection = z.infer<typeof adminHomeMoveBodySchema>['direction'];

/** What the console shows of a linked product: the storefront shows only Active ones. */
export const adminHomeProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  image: z.string(),
  status: z.enum(PRODUCT_STATUSES),
});
export type AdminHomeProduct = z.infer<typeof adminHomeProductSchema>;

export const adminSliderSchema = z.object({
  id: z.string(),
  sliderName: z.string(),
  offerName: z.string(),
  description: z.string(),
  price: z.number().nullable(),
  cutOffPrice: z.number().nullable(),
  image: z.string(),
  backgroundImage: z.string(),
  product: adminHomeProductSchema.nullable(),
  ...consolePlacement,
});
export type AdminSlider = z.infer<typeof adminSliderSchema>;

/** The storefront's offer, with its place on the page and whether it is shown. */
export const adminOfferSchema = offerSchema.extend(consolePlacement);
export type AdminOffer = z.infer<typeof adminOfferSchema>;

export const adminMarqueeSchema = marqueeSchema.extend({ position: z.number().int() });
export type AdminMarquee = z.infer<typeof adminMarqueeSchema>;

export const adminNewArrivalGroupSchema = z.object({
  id: z.string(),
  categoryName: z.string(),
  description: z.string(),
  /** In the row's order; the storefront leaves out those not Active. */
  products: z.array(adminHomeProductSchema),
  position: z.number().int(),
});
export type AdminNewArrivalGroup = z.infer<typeof adminNewArrivalGroupSchema>;

/** `GET /api/admin/home`: every list in the order the home page shows it, hidden cards included. */
export const adminHomeContentSchema = z.object({
  sliders: z.array(adminSliderSchema),
  offers: z.array(adminOfferSchema),
  marquees: z.array(adminMarqueeSchema),
  newArrivals: z.array(adminNewArrivalGroupSchema),
});
export type AdminHomeContent = z.infer<typeof adminHomeContentSchema>;

/** Every write answers the page's lists as they now are, and the id of the row it wrote. */
export const adminHomeWriteResponseSchema = z.object({
  message: z.string(),
  id: z.string(),
  home: adminHomeContentSchema,
});
export type AdminHomeWriteResponse = z.infer<typeof adminHomeWriteResponseSchema>;

/** The four lists of the page, as named in the console's paths. */
export const HOME_KINDS = ['sliders', 'offers', 'marquees', 'new-arrivals'] as const;
export type HomeKind = (typeof HOME_KINDS)[number];

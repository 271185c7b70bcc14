/**
 * The four lists of the home page as the write engine (home-service.ts) sees them: the table,
 * the audit entity, the texts, the columns a body writes, and the checks a schema cannot make
 * (a linked product must be one of the shop's own).
 */
import {
  type AdminMarqueeBody,
  type AdminNewArrivalGroupBody,
  type AdminOfferBody,
  type AdminSliderBody,
  HOME_CONTENT_MSG,
  rupeesToPaise,
} from '@storefront/shared';
import type { Tx } from '../../../db/client';
import { marqueeHeadings, newArrivalGroups, offers, sliders } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { groupFields, marqueeFields, offerFields, productsById, sliderFields } from './home-reads';

export type HomeTable = typeof sliders | typeof offers | typeof marqueeHeadings | typeof newArrivalGroups;

export type HomeKindSpec<B> = {
  table: HomeTable;
  /** The audit log's entity; actions are `<entity>.created`, `.saved`, `.status`, `.moved`, `.deleted`. */
  entity: string;
  notFound: string;
  saved: string;
  deleted: string;
  /** The columns the body writes (not shop, position), after the checks against the database. */
  values: (tx: Tx, shopId: string, body: B) => Promise<Record<string, unknown>>;
  /** What the audit log keeps of a row: the form's fields, prices in rupees. */
  audited: (row: never) => Record<string, unknown>;
};

const unknownProduct = (field: string) =>
  AppError.badRequest(HOME_CONTENT_MSG.unknownProduct, { [field]: HOME_CONTENT_MSG.unknownProduct });

export const SLIDERS: HomeKindSpec<AdminSliderBody> = {
  table: sliders,
  entity: 'slider',
  notFound: HOME_CONTENT_MSG.sliderNotFound,
  saved: HOME_CONTENT_MSG.sliderSaved,
  deleted: HOME_CONTENT_MSG.sliderDeleted,
  values: async (tx, shopId, body) => {
    const productId = body.productId?.toLowerCase() ?? null;
    if (productId && !(await productsById(tx, shopId, [productId])).has(productId))
      throw unknownProduct('productId');
    return {
      sliderName: body.sliderName,
      offerName: body.offerName,
      description: body.description,
      pricePaise: body.price === null ? null : rupeesToPaise(body.price),
      cutOffPricePaise: body.cutOffPrice === null ? null : rupeesToPaise(body.cutOffPrice),
      image: body.image,
      backgroundImage: body.backgroundImage,
      productId,
      status: body.status,
    };
  },
  audited: sliderFields,
};

export const OFFERS: HomeKindSpec<AdminOfferBody> = {
  table: offers,
  entity: 'offer',
  notFound: HOME_CONTENT_MSG.offerNotFound,
  saved: HOME_CONTENT_MSG.offerSaved,
  deleted: HOME_CONTENT_MSG.offerDeleted,
  values: async (_tx, _shopId, body) => ({ ...body }),
  audited: offerFields,
};

export const MARQUEES: HomeKindSpec<AdminMarqueeBody> = {
  table: marqueeHeadings,
  entity: 'marquee',
  notFound: HOME_CONTENT_MSG.marqueeNotFound,
  saved: HOME_CONTENT_MSG.marqueeSaved,
  deleted: HOME_CONTENT_MSG.marqueeDeleted,
  values: async (_tx, _shopId, body) => ({ heading: body.heading }),
  audited: marqueeFields,
};

export const NEW_ARRIVALS: HomeKindSpec<AdminNewArrivalGroupBody> = {
  table: newArrivalGroups,
  entity: 'new-arrival-group',
  notFound: HOME_CONTENT_MSG.groupNotFound,
  saved: HOME_CONTENT_MSG.groupSaved,
  deleted: HOME_CONTENT_MSG.groupDeleted,
  values: async (tx, shopId, body) => {
    // stored as the database writes ids (lower case): the storefront matches them by string
    const productIds = body.productIds.map((id) => id.toLowerCase());
    const known = await productsById(tx, shopId, productIds);
    const missing = productIds.findIndex((id) => !known.has(id));
    if (missing >= 0) throw unknownProduct(`productIds.${missing}`);
    return { categoryName: body.categoryName, description: body.description, productIds };
  },
  audited: groupFields,
};

import {
  ADDRESS_MSG,
  addressBodySchema,
  addressIdParamsSchema,
  addressListResponseSchema,
  addressMessageResponseSchema,
  addressMutationResponseSchema,
  type DefaultKind,
  MAX_ADDRESSES_PER_USER,
  resetDefaultParamsSchema,
  setDefaultAddressBodySchema,
  userIdParamsSchema,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { customerConflicts, customerErrors } from '../../lib/error-answers';
import { createAddressLocator } from '../../lib/geocoder';
import { assertSameUser, currentCustomer, customerOnly } from '../../plugins/auth';
import * as repo from './repository';

const tags = ['addresses'];

function valuesOf(body: z.output<typeof addressBodySchema>): repo.AddressValues {
  return {
    locationUser: body.location_user,
    newAddress: body.new_address,
    city: body.city,
    area: body.area,
    pincode: body.pincode,
    userName: body.user_name,
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
  };
}

/** The customer's saved addresses and their shipping and billing defaults (docs/api.md: /address calls). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app.deps;
  const shopId = config.SHOP_ID;
  const notFound = () => AppError.notFound(ADDRESS_MSG.notFound);
  const locator = createAddressLocator(config.GEOCODER_URL, app.log);

  /**
   * The body's values with the coordinates the delivery charge is priced on: the client's when
   * they lie near the address's pincode, else looked up (decision 0022).
   */
  async function addressValues(body: z.output<typeof addressBodySchema>): Promise<repo.AddressValues> {
    const values = valuesOf(body);
    const sent =
      values.latitude !== null && values.longitude !== null
        ? { latitude: values.latitude, longitude: values.longitude }
        : null;
    const placed = await locator.place(values, sent);
    return { ...values, latitude: placed?.latitude ?? null, longitude: placed?.longitude ?? null };
  }

  app.get(
    '/address/:userId',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        params: userIdParamsSchema,
        response: { 200: addressListResponseSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { userId } = assertSameUser(request, request.params.userId);
      const rows = await repo.listAddresses(db, shopId, userId);
      return { isError: false as const, user: rows.map(repo.toAddress) };
    },
  );

  app.post(
    '/address',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        body: addressBodySchema,
        response: { 201: addressMutationResponseSchema, ...customerConflicts },
      },
    },
    async (request, reply) => {
      const { userId } = assertSameUser(request, request.body.user_id);
      if ((await repo.countAddresses(db, shopId, userId)) >= MAX_ADDRESSES_PER_USER) {
        throw AppError.conflict(ADDRESS_MSG.tooMany(MAX_ADDRESSES_PER_USER));
      }
      const row = await repo.insertAddress(db, shopId, userId, await addressValues(request.body));
      return reply
        .status(201)
        .send({ isError: false as const, msg: ADDRESS_MSG.added, data: repo.toAddress(row) });
    },
  );

  app.put(
    '/address/:addressId',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        params: addressIdParamsSchema,
        body: addressBodySchema,
        response: { 200: addressMutationResponseSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { userId } = assertSameUser(request, request.body.user_id);
      const row = await repo.updateAddress(
        db,
        shopId,
        userId,
        request.params.addressId,
        await addressValues(request.body),
      );
      if (!row) throw notFound();
      return { isError: false as const, msg: ADDRESS_MSG.updated, data: repo.toAddress(row) };
    },
  );

  app.delete(
    '/address/:addressId',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        params: addressIdParamsSchema,
        response: { 200: addressMessageResponseSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { userId } = currentCustomer(request);
      if (!(await repo.deleteAddress(db, shopId, userId, request.params.addressId))) throw notFound();
      return { isError: false as const, msg: ADDRESS_MSG.deleted };
    },
  );

  app.patch(
    '/address/reset-default/:kind/:userId',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        params: resetDefaultParamsSchema,
        response: { 200: addressMessageResponseSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { userId } = assertSameUser(request, request.params.userId);
      await repo.clearDefault(db, shopId, userId, request.params.kind);
      return { isError: false as const, msg: ADDRESS_MSG.defaultUpdated(request.params.kind) };
    },
  );

  app.patch(
    '/address/:addressId',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        params: addressIdParamsSchema,
        body: setDefaultAddressBodySchema,
        response: { 200: addressMutationResponseSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { userId } = currentCustomer(request);
      const kinds: DefaultKind[] = [];
      if (request.body.defaultaddressS) kinds.push('shipping');
      if (request.body.defaultaddressB) kinds.push('billing');
      const row = await repo.setDefaults(db, shopId, userId, request.params.addressId, kinds);
      if (!row) throw notFound();
      return {
        isError: false as const,
        msg: ADDRESS_MSG.defaultUpdated(kinds[0]!),
        data: repo.toAddress(row),
      };
    },
  );
};

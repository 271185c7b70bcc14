import { apiErrorSchema } from '@storefront/shared';

type ErrorAnswers<C extends number> = { [K in C]: typeof apiErrorSchema };

/**
 * The response schemas of the error answers a route can give (docs/api.md, "Errors"), all the
 * one error body: `errorAnswers(400, 404)` is `{ 400: apiErrorSchema, 404: apiErrorSchema }`.
 */
export function errorAnswers<const C extends number>(...codes: C[]): ErrorAnswers<C> {
  return Object.fromEntries(codes.map((code) => [code, apiErrorSchema])) as ErrorAnswers<C>;
}

/** A customer's call on their own records: bad input, no or a bad token, someone else's, not found. */
export const customerErrors = errorAnswers(400, 401, 403, 404);
/** The same, and 409 for what the record's state or a limit refuses (stock, too many, not placed). */
export const customerConflicts = errorAnswers(400, 401, 403, 404, 409);

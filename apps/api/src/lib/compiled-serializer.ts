import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { toJSONSchema, type ZodType } from 'zod';

/**
 * A serializer compiled once from the route's zod response schema (its JSON Schema, through
 * fast-json-stringify), for the answers a cache cannot spare: listings, searches and product
 * pages have as many URLs as filters, pages and products, and every miss is written afresh.
 * Checking the answer against the zod schema and stringifying the copy was about a fifth of
 * the server's time on such a miss (decision 0054).
 *
 * Both write the schema's properties only, in its order, so nothing the schema leaves out
 * reaches the shopper. Outside production every answer is also checked and written by the
 * zod serializer and the two texts must be equal, so the route tests catch an answer of the
 * wrong shape, and any difference between the two serializers, where production would not.
 */
type ResponseSchemaDef = { schema: unknown; method: string; url: string; httpStatus?: string };

export function compiledSerializer(mode: 'production' | 'development' | 'test') {
  return (routeSchema: ResponseSchemaDef): ((data: unknown) => string) => {
    const jsonSchema = toJSONSchema(routeSchema.schema as ZodType, { io: 'output' });
    const fast = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    if (mode === 'production') return fast;
    const checked = zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]);
    return (data) => {
      const expected = checked(data);
      const written = fast(data);
      if (written !== expected) {
        throw new Error(
          `${routeSchema.method} ${routeSchema.url}: the compiled serializer wrote ${written}, the zod serializer ${expected}`,
        );
      }
      return written;
    };
  };
}

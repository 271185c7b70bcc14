import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { toJSONSchema, type ZodType } from 'zod';

type ResponseSchemaDef = { schema: unknown; method: string; url: string; httpStatus?: string };
type Serialize = (data: unknown) => string;

/**
 * Every answer is written by a serializer compiled once from its route's zod response schema
 * (the schema's JSON Schema, through fast-json-stringify). Checking each answer against the
 * zod schema and stringifying the copy it makes was a fifth to a quarter of the server's CPU
 * on an uncached listing, product page or cart read (decision 0054).
 *
 * Both write the schema's properties only, so nothing the schema leaves out reaches the
 * shopper, and both refuse an answer missing a required property. Outside production every
 * answer is also checked and written by the zod serializer and the two must say the same:
 * the tests catch an answer of the wrong shape, or any difference between the two, where
 * production would not. A schema JSON Schema cannot express (a transform) keeps the zod
 * serializer.
 */
export function compiledSerializer(mode: 'production' | 'development' | 'test') {
  return (routeSchema: ResponseSchemaDef): Serialize => {
    const checked: Serialize = zodSerializerCompiler(
      routeSchema as Parameters<typeof zodSerializerCompiler>[0],
    );
    const fast = fastWriter(routeSchema.schema as ZodType);
    if (!fast) return checked;
    if (mode === 'production') return fast;
    return (data) => {
      const expected = checked(data);
      const written = fast(data);
      // zod writes an object's keys in the answer's order, the compiled one in the schema's.
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${routeSchema.method} ${routeSchema.url}: the compiled serializer wrote ${written}, the zod serializer ${expected}`,
        );
      }
      return written;
    };
  };
}

function fastWriter(schema: ZodType): Serialize | undefined {
  let jsonSchema: unknown;
  try {
    jsonSchema = toJSONSchema(schema, { io: 'output' });
  } catch {
    return undefined;
  }
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}

import { isDeepStrictEqual } from 'node:util';
import Ajv2020 from 'ajv/dist/2020';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { toJSONSchema, type ZodType } from 'zod';

type ResponseSchemaDef = { schema: unknown; method: string; url: string; httpStatus?: string };
type Serialize = (data: unknown) => string;

/**
 * Every answer is written by a serializer compiled once from its route's zod response schema
 * (the schema's JSON Schema, checked by ajv and written by fast-json-stringify). Checking each
 * answer with zod and stringifying the copy it makes was a fifth to a quarter of the server's
 * CPU on an uncached listing, product page or cart read (decision 0054).
 *
 * What zod's serializer refused is still refused: a value of the wrong type (a null price, a
 * text in a number), a fraction where an integer belongs, a value outside an enum or literal,
 * a number under its minimum, a list over its maximum, a missing property. The writer would
 * otherwise coerce them (null to 0, 2.7 to 2). Like zod, extra properties are allowed and not
 * written, so nothing the schema leaves out reaches the client. Formats (e-mail, URL) and
 * zod-only checks (refinements, trimming) are not checked in production.
 *
 * Outside production every answer is also checked and written by zod's serializer and the two
 * must say the same, so the tests catch any difference. A schema whose JSON Schema cannot be
 * built, or differs between its input and output sides (a transform, a codec, a default),
 * keeps zod's serializer.
 */
export function compiledSerializer(mode: 'production' | 'development' | 'test') {
  return (routeSchema: ResponseSchemaDef): Serialize => {
    // Built at a route's first answer: building all 1,084 at start-up took about 2 s.
    let serialize: Serialize | undefined;
    return (data) => {
      serialize ??= serializerFor(routeSchema, mode);
      return serialize(data);
    };
  };
}

function serializerFor(
  routeSchema: ResponseSchemaDef,
  mode: 'production' | 'development' | 'test',
): Serialize {
  const checked: Serialize = zodSerializerCompiler(
    routeSchema as Parameters<typeof zodSerializerCompiler>[0],
  );
  const fast = fastWriter(routeSchema.schema as ZodType);
  if (!fast) return checked;
  const where = `${routeSchema.method} ${routeSchema.url}`;
  if (mode === 'production') return (data) => fast(data, where);
  return (data) => {
    const expected = checked(data);
    const written = fast(data, where);
    // zod writes an object's keys in the answer's order, the compiled one in the schema's.
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(`${where}: the compiled serializer wrote ${written}, the zod serializer ${expected}`);
    }
    return written;
  };
}

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });

function fastWriter(schema: ZodType): ((data: unknown, where: string) => string) | undefined {
  try {
    // zod marks the output side's objects closed and the input side's open; the rest must match
    const lenient = allowingExtraProperties(toJSONSchema(schema, { io: 'output' }));
    if (!isDeepStrictEqual(lenient, allowingExtraProperties(toJSONSchema(schema, { io: 'input' })))) {
      return undefined;
    }
    const valid = ajv.compile(lenient as Parameters<typeof ajv.compile>[0]);
    const write = fastJson(lenient as Parameters<typeof fastJson>[0]);
    return (data, where) => {
      if (!valid(data)) {
        throw new Error(`${where}: the answer does not match its schema: ${ajv.errorsText(valid.errors)}`);
      }
      return write(data);
    };
  } catch {
    return undefined;
  }
}

/**
 * The schema without `additionalProperties: false`: zod strips properties it does not name
 * rather than refusing them, and fast-json-stringify writes only the named ones either way.
 */
function allowingExtraProperties(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(allowingExtraProperties);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, allowingExtraProperties(value)]),
  );
}

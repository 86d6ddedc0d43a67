/**
 * fast-check arbitraries drawn from the app's OpenAPI schemas, for the suites that send every
 * operation requests of its own shape (the fuzzer, the generated scope suite).
 */
import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.js';

/** A schema that holds itself (a condition group holds groups) is followed this deep, then left empty. */
const MAX_DEPTH = 4;
/** What an untyped schema holds: any JSON, two levels deep. */
export const anyJson = fc.jsonValue({ maxDepth: 2 });

function stringFrom(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc
        .date({ min: new Date('1800-01-01'), max: new Date('2300-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('1800-01-01'), max: new Date('2300-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
    default:
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40), unit: 'grapheme' });
  }
}

/** Values the schema allows (mostly) or a plausible mistake (sometimes). */
export function arbitraryFor(schema: JsonSchema, resolve: (ref: string) => JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant({});
  if (schema.$ref) return arbitraryFor(resolve(schema.$ref), resolve, depth + 1);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((o) => arbitraryFor(o, resolve, depth + 1)));
  if (schema.allOf)
    return fc
      .tuple(...schema.allOf.map((s) => arbitraryFor(s, resolve, depth + 1)))
      .map((parts) => Object.assign({}, ...parts.filter((p) => typeof p === 'object' && p !== null)) as unknown);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? fc.constantFrom(...schema.type) : fc.constant(schema.type);
  return type.chain((t): fc.Arbitrary<unknown> => {
    switch (t) {
      case 'null':
        return fc.constant(null);
      case 'object': {
        const properties = Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, s]) => [key, arbitraryFor(s, resolve, depth + 1)]),
        );
        return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
      }
      case 'array':
        return fc.array(arbitraryFor(schema.items ?? {}, resolve, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 3, 3),
        });
      case 'integer':
        return fc.integer({
          min: Math.max(schema.minimum ?? -1_000_000, -1_000_000),
          max: Math.min(schema.maximum ?? 1_000_000, 1_000_000),
        });
      case 'number':
        return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 });
      case 'boolean':
        return fc.boolean();
      case 'string':
        return stringFrom(schema);
      default:
        return anyJson;
    }
  });
}

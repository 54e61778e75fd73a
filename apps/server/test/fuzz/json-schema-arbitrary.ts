import fc from 'fast-check';

/** The part of JSON Schema (2020-12) that `z.toJSONSchema` writes for our contract. */
export interface JsonSchema {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/** Any JSON value, small: what `{}` (unknown) stands for. */
export const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 });

const MAX_DEPTH = 8;

function resolve(schema: JsonSchema, defs: Record<string, JsonSchema>): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 20; hops++) {
    const name = current.$ref.replace(/^#\/\$defs\//, '');
    const target = defs[name];
    if (!target) return {};
    // A $ref beside other keywords (a description) means the referenced schema.
    current = target;
  }
  return current;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, Math.max(minLength, 60));
  if (schema.pattern) {
    // fast-check builds strings that match; the length bounds are checked after.
    return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
  }
  return fc.string({ minLength, maxLength });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : undefined);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : undefined);
  if (integer) {
    return fc.integer({ min: Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER), max: Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER) });
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(schema: JsonSchema, defs: Record<string, JsonSchema>, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const known = Object.keys(properties);
  const shape = Object.fromEntries(known.map((key) => [key, arbitraryOf(properties[key]!, defs, depth + 1)]));
  const fixed = fc.record(shape, { requiredKeys: known.filter((key) => required.has(key)) });
  const extra = schema.additionalProperties;
  if (extra === false || extra === undefined || known.length > 0) return fixed;
  // A record: keys of our own choosing with values of the given schema.
  const value = extra === true ? anyJson : arbitraryOf(extra, defs, depth + 1);
  return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), value, { maxKeys: 5 });
}

function arrayArbitrary(schema: JsonSchema, defs: Record<string, JsonSchema>, depth: number): fc.Arbitrary<unknown[]> {
  if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => arbitraryOf(item, defs, depth + 1)));
  const item = schema.items ? arbitraryOf(schema.items, defs, depth + 1) : anyJson;
  const minLength = schema.minItems ?? 0;
  return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)) });
}

/**
 * Values that the schema allows, as far as JSON Schema tells (refinements it cannot state, such as a
 * family's rules for a design structure, are not known here).
 */
export function arbitraryOf(schema: JsonSchema, defs: Record<string, JsonSchema> = schema.$defs ?? {}, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, { ...defs, ...schema.$defs });
  const allDefs = { ...defs, ...s.$defs };
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => arbitraryOf(alternative, allDefs, depth + 1)));
  if (s.allOf && s.allOf.length > 0) return arbitraryOf(s.allOf[0]!, allDefs, depth + 1);
  const type = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => arbitraryOf({ ...s, type: t }, allDefs, depth)));
  switch (type[0]) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'object':
      return objectArbitrary(s, allDefs, depth);
    case 'array':
      return arrayArbitrary(s, allDefs, depth);
    default:
      return anyJson;
  }
}

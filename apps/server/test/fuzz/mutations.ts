import fc from 'fast-check';

// What clients get wrong, and what attackers try: values of the wrong type, numbers at the edges,
// numbers written as odd strings, long strings, and Unicode that databases and encoders trip on.

/** Strings that break naive code: NUL, lone surrogates, direction marks, emoji, combining marks, injections. */
export const ODD_STRINGS = [
  '',
  ' ',
  '\0',
  'a\0b',
  '\uD800',
  '\uDFFF',
  'x\uDC00y',
  '\uD83D',
  '\u202E\u200F\u200E',
  '\uFEFF',
  '\uFFFE\uFFFF',
  '🪑',
  '👩🏽‍🔧',
  'e\u0301\u0301\u0301',
  '\u2028\u2029',
  '\r\n\t',
  'İıß',
  '𝕏𝕪',
  '\\',
  '"',
  "'; drop table designs; --",
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  '${7*7}',
  '__proto__',
] as const;

/** Numbers as a client might write them in a query or a path: not all of them numbers. */
export const NUMBER_STRINGS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e999',
  '-1e999',
  '1e-400',
  '0x10',
  '0b1',
  '1_000',
  ' 1 ',
  '1.5',
  '01',
  '+1',
  '-1',
  '9007199254740993',
  '99999999999999999999999',
  'true',
  'null',
  '[]',
  '{}',
] as const;

/** Numbers at the edges of what JSON and JavaScript can carry. */
export const ODD_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  0.1 + 0.2,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  2 ** 64,
] as const;

/** Any UTF-16 code unit, so lone surrogates come too. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

/** A string of any code units, short. */
export const anyCodeUnits = fc.string({ unit: codeUnit, maxLength: 20 });

/** A long string: a few KB of one character, or of random code units. */
export const longString = fc.oneof(
  fc.tuple(fc.constantFrom('a', 'é', '🪑', '\0', '\uD800', '/'), fc.integer({ min: 256, max: 6000 })).map(([char, n]) => char.repeat(n)),
  fc.string({ unit: codeUnit, minLength: 200, maxLength: 3000 }),
);

/** A string that a careful server must cope with. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...NUMBER_STRINGS) },
  { weight: 2, arbitrary: anyCodeUnits },
  { weight: 1, arbitrary: longString },
);

/** A JSON value that is odd wherever it stands: wrong types, edge numbers, odd strings, deep or wide shapes. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [null], { '': null }),
  fc.constantFrom(...ODD_NUMBERS),
  oddString,
  fc.integer({ min: 1, max: 60 }).map((depth) => nested(depth)),
  fc.integer({ min: 100, max: 2000 }).map((n) => Array.from({ length: n }, (_, i) => i)),
  fc.jsonValue({ maxDepth: 2 }),
);

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** One change to a JSON value. `at` picks the place (modulo the number of places), so it shrinks towards the root. */
export type JsonMutation =
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'remove'; at: number }
  | { kind: 'add'; at: number; key: string; value: unknown };

export const jsonMutation: fc.Arbitrary<JsonMutation> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: oddValue }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('add' as const),
    at: fc.nat(),
    key: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'extra', 'version', '', 'furniture_type'), oddString),
    value: oddValue,
  }),
);

type Place = { parent: Record<string, unknown> | unknown[] | null; key: string | number | null; value: unknown };

function placesOf(value: unknown, parent: Place['parent'] = null, key: Place['key'] = null, out: Place[] = [], depth = 0): Place[] {
  out.push({ parent, key, value });
  if (depth > 30 || out.length > 2000) return out;
  if (Array.isArray(value)) value.forEach((item, i) => placesOf(item, value, i, out, depth + 1));
  else if (value !== null && typeof value === 'object') {
    for (const [k, item] of Object.entries(value)) placesOf(item, value as Record<string, unknown>, k, out, depth + 1);
  }
  return out;
}

/** The value with one mutation applied (a deep copy; the input is left alone). */
export function mutateJson(input: unknown, mutation: JsonMutation): unknown {
  const root: unknown = input === undefined ? undefined : structuredClone(input);
  const places = placesOf(root);
  const place = places[mutation.at % places.length]!;
  const set = (value: unknown): unknown => {
    if (place.parent === null) return value;
    if (Array.isArray(place.parent)) place.parent[place.key as number] = value;
    else Object.defineProperty(place.parent, place.key as string, { value, enumerable: true, writable: true, configurable: true });
    return root;
  };
  switch (mutation.kind) {
    case 'replace':
      return set(mutation.value);
    case 'remove':
      if (place.parent === null) return undefined;
      if (Array.isArray(place.parent)) place.parent.splice(place.key as number, 1);
      else delete place.parent[place.key as string];
      return root;
    case 'add':
      if (place.value !== null && typeof place.value === 'object' && !Array.isArray(place.value)) {
        // defineProperty, so that "__proto__" becomes an own key as JSON.parse would make it.
        Object.defineProperty(place.value, mutation.key, { value: mutation.value, enumerable: true, writable: true, configurable: true });
        return root;
      }
      if (Array.isArray(place.value)) {
        place.value.push(mutation.value);
        return root;
      }
      return set(mutation.value);
  }
}

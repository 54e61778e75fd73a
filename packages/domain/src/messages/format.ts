/**
 * Messages as data: a code with typed parameters, worded per locale by a template. The templates use a
 * small subset of ICU MessageFormat: `{name}`, `{name, plural, one {…} other {…}}` (with `#` for the
 * number and `=n` for exact values, plural categories from Intl.PluralRules) and
 * `{name, select, a {…} other {…}}`. Numbers, lengths and lists are formatted with Intl, so a template
 * never glues a unit or an "or" to a figure itself.
 */

/** A parameter of a message: what it is decides how each locale writes it. */
export type MessageParam =
  /** A number in the locale's notation ("72,6"); plural and select read it as it is. */
  | number
  /** Text shown as it is (a name the visitor typed, an id we have no words for). */
  | string
  /**
   * A length in millimetres (the design's unit), worded in centimetres ("80 cm", "61,7 cm"): the shop shows
   * every size in centimetres, as its dimensions line and sliders do.
   */
  | { readonly mm: number }
  /** A length in centimetres, shown as centimetres ("72,6 cm"). */
  | { readonly cm: number }
  /** A size in millimetres, length by width, worded in centimetres ("54 × 54 cm"). */
  | { readonly mmSize: readonly [number, number] }
  /** A size in centimetres, length by width ("30 × 50 cm"). */
  | { readonly cmSize: readonly [number, number] }
  /** A word of the locale by key (`term.{key}`: a part, a leg type, a door type). */
  | { readonly term: string }
  /** A colour, by id: its name in the locale. */
  | { readonly color: string }
  /** A choice among values: "a, b or c" in the locale. */
  | { readonly anyOf: readonly MessageParam[] }
  /** Values together: "a, b and c" in the locale. */
  | { readonly allOf: readonly MessageParam[] };

export type MessageParams = Readonly<Record<string, MessageParam>>;

/** A message as data: what the domain reports or offers, worded by each locale. */
export interface Message {
  code: string;
  params: MessageParams;
}

/** What a locale brings to the formatting of a message: its Intl tag and its words. */
export interface MessageLocale {
  /** BCP 47 tag for Intl ("de-CH"). */
  bcp47: string;
  /** A word by key, e.g. term('door') for `term.door`; undefined when the locale has none. */
  term(key: string): string | undefined;
  /** A colour's name. */
  color(id: string): string;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const unitFormats = new Map<string, Intl.NumberFormat>();
const listFormats = new Map<string, Intl.ListFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function cached<T>(map: Map<string, T>, key: string, make: () => T): T {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

/** A number in the locale: up to two decimals, grouped from five digits on ("10.000", "5040"). */
export function messageNumber(bcp47: string, value: number): string {
  return cached(numberFormats, bcp47, () => new Intl.NumberFormat(bcp47, { maximumFractionDigits: 2, useGrouping: 'min2' })).format(value);
}

/** Centimetres in the locale, with its unit ("72,6 cm"). */
function centimetres(bcp47: string, value: number): string {
  return cached(unitFormats, bcp47, () => new Intl.NumberFormat(bcp47, { style: 'unit', unit: 'centimeter', maximumFractionDigits: 2, useGrouping: 'min2' })).format(value);
}

/** One parameter in words. */
export function messageParamText(param: MessageParam, locale: MessageLocale): string {
  if (typeof param === 'number') return messageNumber(locale.bcp47, param);
  if (typeof param === 'string') return param;
  if ('mm' in param) return centimetres(locale.bcp47, param.mm / 10);
  if ('cm' in param) return centimetres(locale.bcp47, param.cm);
  if ('cmSize' in param) return `${messageNumber(locale.bcp47, param.cmSize[0])} × ${centimetres(locale.bcp47, param.cmSize[1])}`;
  if ('mmSize' in param) return `${messageNumber(locale.bcp47, param.mmSize[0] / 10)} × ${centimetres(locale.bcp47, param.mmSize[1] / 10)}`;
  if ('term' in param) return locale.term(param.term) ?? param.term;
  if ('color' in param) return locale.color(param.color);
  const items = 'anyOf' in param ? param.anyOf : param.allOf;
  const type = 'anyOf' in param ? 'disjunction' : 'conjunction';
  return cached(listFormats, `${locale.bcp47} ${type}`, () => new Intl.ListFormat(locale.bcp47, { type })).format(items.map((p) => messageParamText(p, locale)));
}

/** The number a plural argument counts: a count, or the figure of a length. */
function countOf(param: MessageParam | undefined): number | undefined {
  if (typeof param === 'number') return param;
  if (typeof param === 'object' && param !== null && 'mm' in param) return param.mm / 10;
  if (typeof param === 'object' && param !== null && 'cm' in param) return param.cm;
  return undefined;
}

/** The value a select argument matches: a string, a term's key, or a number as text. */
function selectorOf(param: MessageParam | undefined): string | undefined {
  if (typeof param === 'string') return param;
  if (typeof param === 'number') return String(param);
  if (typeof param === 'object' && param !== null && 'term' in param) return param.term;
  return undefined;
}

/** Thrown for a template that is not well formed; a test runs every template, so a visitor never meets it. */
export class MessageTemplateError extends Error {
  constructor(template: string, why: string) {
    super(`${why} in message template "${template}"`);
    this.name = 'MessageTemplateError';
  }
}

/** Reads `{ … }` from index `open` (at the brace); returns the inner text and the index after the closing brace. */
function braced(template: string, open: number): { inner: string; end: number } {
  let depth = 0;
  for (let i = open; i < template.length; i++) {
    const c = template[i];
    if (c === '{') depth += 1;
    else if (c === '}') {
      depth -= 1;
      if (depth === 0) return { inner: template.slice(open + 1, i), end: i + 1 };
    }
  }
  throw new MessageTemplateError(template, 'an unclosed brace');
}

/** The `key {text}` branches of a plural or select argument. */
function branches(template: string, body: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    while (i < body.length && /\s/.test(body[i]!)) i += 1;
    if (i >= body.length) break;
    const open = body.indexOf('{', i);
    if (open < 0) throw new MessageTemplateError(template, 'a branch without text');
    const key = body.slice(i, open).trim();
    const { inner, end } = braced(body, open);
    out.set(key, inner);
    i = end;
  }
  if (!out.has('other')) throw new MessageTemplateError(template, 'a plural or select without "other"');
  return out;
}

export interface FormatOptions {
  /**
   * What a parameter the template names but the message lacks does: 'throw' (the default, so a
   * half-filled sentence never reaches a person unnoticed) or 'keep' the `{name}` (the shell's words,
   * whose callers pass loose parameters).
   */
  missing?: 'throw' | 'keep';
}

/** Words a message: fills the template's arguments from the parameters in the locale. */
export function formatMessage(template: string, params: MessageParams, locale: MessageLocale, options: FormatOptions = {}): string {
  return fill(template, params, locale, options.missing === 'keep', undefined);
}

function fill(template: string, params: MessageParams, locale: MessageLocale, keep: boolean, hash: string | undefined): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const c = template[i]!;
    if (c === '#' && hash !== undefined) {
      out += hash;
      i += 1;
      continue;
    }
    if (c === '}') throw new MessageTemplateError(template, 'a stray closing brace');
    if (c !== '{') {
      out += c;
      i += 1;
      continue;
    }
    const { inner, end } = braced(template, i);
    i = end;
    const comma = inner.indexOf(',');
    const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
    const param = params[name];
    if (param === undefined) {
      if (!keep) throw new MessageTemplateError(template, `no parameter "${name}"`);
      out += `{${inner}}`;
      continue;
    }
    if (comma < 0) {
      out += messageParamText(param, locale);
      continue;
    }
    const rest = inner.slice(comma + 1);
    const comma2 = rest.indexOf(',');
    const kind = rest.slice(0, comma2).trim();
    const cases = branches(template, rest.slice(comma2 + 1));
    if (kind === 'plural') {
      const n = countOf(param);
      if (n === undefined) throw new MessageTemplateError(template, `"${name}" is no number`);
      const rules = cached(pluralRules, locale.bcp47, () => new Intl.PluralRules(locale.bcp47));
      const branch = cases.get(`=${n}`) ?? cases.get(rules.select(n)) ?? cases.get('other')!;
      out += fill(branch, params, locale, keep, messageNumber(locale.bcp47, n));
    } else if (kind === 'select') {
      const key = selectorOf(param);
      out += fill((key === undefined ? undefined : cases.get(key)) ?? cases.get('other')!, params, locale, keep, hash);
    } else {
      throw new MessageTemplateError(template, `an unknown argument type "${kind}"`);
    }
  }
  return out;
}

/** The names of the parameters a template uses, inside plural and select branches too (to check that a locale's template fits the domain's). */
export function messageParamNames(template: string): Set<string> {
  const names = new Set<string>();
  let i = 0;
  while (i < template.length) {
    if (template[i] !== '{') {
      i += 1;
      continue;
    }
    const { inner, end } = braced(template, i);
    i = end;
    const comma = inner.indexOf(',');
    names.add((comma < 0 ? inner : inner.slice(0, comma)).trim());
    if (comma < 0) continue;
    const rest = inner.slice(comma + 1);
    for (const branch of branches(template, rest.slice(rest.indexOf(',') + 1)).values()) for (const n of messageParamNames(branch)) names.add(n);
  }
  return names;
}

/**
 * What a locale's catalogue lacks against the reference (usually English): each key it misses, and each
 * template that names other parameters than the reference's (unless `checksParams(key)` says the key's
 * words take none to compare, as terms). A message test expects the list to be empty.
 */
export function messageCatalogueGaps(reference: Readonly<Record<string, string>>, own: Readonly<Record<string, string>>, checksParams: (key: string) => boolean = () => true): string[] {
  const gaps: string[] = [];
  const names = (template: string) => [...messageParamNames(template)].sort().join();
  for (const [key, template] of Object.entries(reference)) {
    if (own[key] === undefined) gaps.push(`${key}: missing`);
    else if (checksParams(key) && names(own[key]) !== names(template)) gaps.push(`${key}: other parameters`);
  }
  return gaps;
}

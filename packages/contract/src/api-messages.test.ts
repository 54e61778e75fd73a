import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOCALES, messageParamNames, type Locale, type MessageParams } from '@masswerk/domain';
import { API_DEFAULT_LOCALE } from './api-language.ts';
import { API_MESSAGES, apiMessage, type ApiMessageKey } from './api-messages.ts';
import { API_MESSAGES_EN } from './api-messages/en.ts';
import { cartInputSchema } from './carts.ts';
import { API_ERRORS } from './errors.ts';
import { fieldErrorMap, fieldMessage, fieldMessageIn, humanIssueMessage } from './field-messages.ts';

type RawIssue = Parameters<typeof humanIssueMessage>[0];

const KEYS = Object.keys(API_MESSAGES_EN) as ApiMessageKey[];
const OTHER_LOCALES = LOCALES.filter((l) => l !== API_DEFAULT_LOCALE);

/** Parameters for the templates that take some; language-neutral, so that an English word in a message is the template's. */
const SAMPLES: Partial<Record<ApiMessageKey, MessageParams>> = {
  'field.type': { type: { term: 'type.int' } },
  'field.typeNamed': { type: 'symbol' },
  'field.notAboveMax': { other: 'width_max' },
  'field.colorGroups': { groups: 'white, grey, black' },
  'error.not_found.filter': { id: 'x', ids: 'width, height' },
  'error.not_found.country': { code: 'xx', codes: 'at, ch, de' },
  'field.maxCharacters': { n: 500 },
  'field.maxItems': { n: 2 },
  'field.maxBytes': { n: 1 },
  'field.maxNumber': { n: 99 },
  'field.belowNumber': { n: 0.5 },
  'field.minCharacters': { n: 3 },
  'field.minItems': { n: 1 },
  'field.minBytes': { n: 10_000 },
  'field.minNumber': { n: 1 },
  'field.aboveNumber': { n: 0 },
  'field.format': { format: { term: 'format.uuid' } },
  'field.formatNamed': { format: 'ipv4' },
  'field.startsWith': { prefix: '"/"' },
  'field.endsWith': { suffix: '".svg"' },
  'field.includes': { text: '"@"' },
  'field.value': { value: '"x"' },
  'field.oneOf': { values: '"x", "y"' },
  'field.unknownKeys': { count: 2, keys: 'x, y' },
  'field.multipleOf': { divisor: 0.01 },
  'field.cartLineId': { sampleBox: 'SampleBox' },
  'field.anyOf': { values: { anyOf: ['1', '0'] } },
  'field.countryCode': { codes: 'ch, fr' },
  'field.wholeNumberRange': { min: 1, max: 99 },
  'field.fitSource': { folder: 'images' },
  'field.fitExtension': { extensions: '.svg, .png' },
  'field.tooDeep': { n: 64 },
  'field.notDesignCode': { reason: '…' },
  'field.furnitureType': { types: 'shelf, cushion' },
  'field.furnitureTypeMismatch': { type: 'shelf' },
  'field.deliveryCountry': { countries: 'DE, LU' },
  'field.unbuyableLine': { reason: '…' },
  'field.vatNumberCountry': { prefixes: 'AT, NL' },
  'field.vatNumberFormat': { example: 'NL123456789B01' },
  'error.vat_number_invalid': { fields: 'params.number: …' },
  'error.order_total_changed': { total: '1.234,50 €' },
  'error.cross_site_request': { origin: 'https://masswerk.example' },
  'error.bad_request.fields': { fields: 'query.x: …', more: 3 },
  'error.bad_request.designCode': { reason: '…' },
  'error.bad_request.furnitureType': { types: 'shelf, cushion' },
  'error.bad_request.furnitureTypeMismatch': { id: '2c5ea4c0', actual: 'shelf', wanted: 'cushion' },
  'error.not_found': { path: '/api/x' },
  'error.not_found.apiCall': { method: 'GET', path: '/api/x' },
  'error.not_found.store': { id: 'xx' },
  'error.not_found.image': { path: '/fit/x', shape: '/fit/W/H' },
  'error.not_found.page': { path: '/x', locale: 'de_DE' },
  'error.not_found.entry': { type: 'pages', key: 'x', locale: 'de_DE' },
  'error.image_not_found.file': { src: 'images/x.svg' },
  'error.method_not_allowed': { method: 'DELETE', path: '/api/x', allow: 'GET, HEAD' },
  'error.request_too_large': { size: 1.5, unit: 'MB' },
  'error.image_too_large': { megapixels: 16 },
  'error.unsupported_media_type.binary': { types: 'image/png, image/jpeg' },
  'error.invalid_design': { count: 3, problem: '…', problems: '… … …', more: 1 },
  'error.service_unavailable_for_design.baseboardCut': { type: 'cushion' },
  'error.service_unavailable_for_design.assembly': { type: 'cushion' },
  'error.too_many_requests': { seconds: 30 },
  'error.payment_method_not_offered': { method: 'twint' },
};

// Words of English sentences that none of our other languages writes; a few that one of them does
// write ("in", "is" and "of" in Dutch, "a" in French) are allowed for that language.
const ENGLISH_WORDS = [
  'the', 'must', 'be', 'is', 'are', 'not', 'of', 'and', 'or', 'a', 'an', 'to', 'this', 'that', 'has', 'at', 'most', 'least', 'only',
  'please', 'with', 'we', 'do', 'does', 'know', 'request', 'field', 'fields', 'send', 'there', 'valid', 'allowed', 'use', 'wait',
  'try', 'again', 'body', 'picture', 'found', 'our', 'side', 'something', 'went', 'wrong', 'made', 'many', 'too', 'more', 'less', 'than',
  'whole', 'empty', 'required', 'character', 'characters', 'item', 'items', 'expected', 'contain', 'match', 'any', 'accepted', 'forms',
  'key', 'multiple', 'nothing', 'call', 'such', 'image', 'page', 'entry', 'for', 'in', 'on', 'can', 'cannot', 'whoever', 'saved', 'its',
  'token', 'belong', 'larger', 'takes', 'readable', 'offered', 'baseboard', 'cut', 'assembly', 'problems', 'answer', 'letters', 'digits',
  'below', 'never', 'enlarged', 'served', 'address', 'date', 'time', 'day', 'lower', 'upper', 'case', 'start', 'end', 'hold', 'once',
];
const OWN_WORDS: Partial<Record<string, readonly string[]>> = {
  de: ['in', 'an', 'so'],
  fr: ['a', 'image', 'page', 'date', 'multiple'],
  nl: ['is', 'in', 'of', 'item', 'items', 'letters', 'date', 'we'],
};
const languageOf = (locale: Locale) => locale.slice(0, 2);

function englishWordsIn(text: string, locale: Locale): string[] {
  const own = new Set(OWN_WORDS[languageOf(locale)] ?? []);
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.filter((w) => ENGLISH_WORDS.includes(w) && !own.has(w));
}

/** The text values of parameters (media types, paths): shown as they are in every language. */
const verbatim = (params: MessageParams = {}) =>
  Object.values(params).flatMap((p) => (typeof p === 'string' ? [p] : typeof p === 'object' && 'anyOf' in p ? p.anyOf.filter((v) => typeof v === 'string') : []));

/**
 * Asserts a message a person reads: words, no placeholder left, and in a language other than English
 * none of English's words outside the parameters shown as they are.
 */
function expectWorded(text: string, locale: Locale, english: string, what: string, params?: MessageParams): void {
  expect(text.trim(), what).not.toBe('');
  expect(text, what).not.toMatch(/[{}]|undefined|NaN|\[object/);
  if (locale === API_DEFAULT_LOCALE) return;
  expect(text, `${what} is not English`).not.toBe(english);
  const ownWords = verbatim(params).reduce((rest, value) => rest.replaceAll(value, ' '), text);
  expect(englishWordsIn(ownWords, locale), `${what}: "${text}"`).toEqual([]);
}

const issue = (fields: Record<string, unknown>) => ({ input: 'x', path: [], ...fields }) as unknown as RawIssue;

/** Every case of the field error map: each branch of each Zod issue code it words. */
const ISSUES: [string, RawIssue][] = [
  ['missing', issue({ code: 'invalid_type', expected: 'string', input: undefined })],
  ...['string', 'number', 'int', 'bigint', 'boolean', 'object', 'record', 'array', 'tuple', 'set', 'date', 'null'].map(
    (expected) => [`type ${expected}`, issue({ code: 'invalid_type', expected, input: 5 })] as [string, RawIssue],
  ),
  ['type without words', issue({ code: 'invalid_type', expected: 'symbol', input: 5 })],
  ['too late', issue({ code: 'too_big', origin: 'date', maximum: 0, inclusive: true })],
  ['at most 1 character', issue({ code: 'too_big', origin: 'string', maximum: 1, inclusive: true })],
  ['at most 500 characters', issue({ code: 'too_big', origin: 'string', maximum: 500, inclusive: true })],
  ['at most 1 item', issue({ code: 'too_big', origin: 'array', maximum: 1, inclusive: true })],
  ['at most 50 items', issue({ code: 'too_big', origin: 'array', maximum: 50, inclusive: true })],
  ['set at most 3', issue({ code: 'too_big', origin: 'set', maximum: 3, inclusive: true })],
  ['file at most', issue({ code: 'too_big', origin: 'file', maximum: 2_000_000, inclusive: true })],
  ['at most 99', issue({ code: 'too_big', origin: 'number', maximum: 99, inclusive: true })],
  ['less than 1.5', issue({ code: 'too_big', origin: 'number', maximum: 1.5, inclusive: false })],
  ['bigint at most', issue({ code: 'too_big', origin: 'bigint', maximum: 10n, inclusive: true })],
  ['too early', issue({ code: 'too_small', origin: 'date', minimum: 0, inclusive: true })],
  ['not empty', issue({ code: 'too_small', origin: 'string', minimum: 1, inclusive: true })],
  ['at least 3 characters', issue({ code: 'too_small', origin: 'string', minimum: 3, inclusive: true })],
  ['at least 1 item', issue({ code: 'too_small', origin: 'array', minimum: 1, inclusive: true })],
  ['file at least', issue({ code: 'too_small', origin: 'file', minimum: 1, inclusive: true })],
  ['at least 1', issue({ code: 'too_small', origin: 'int', minimum: 1, inclusive: true })],
  ['more than 0', issue({ code: 'too_small', origin: 'number', minimum: 0, inclusive: false })],
  ['regex', issue({ code: 'invalid_format', format: 'regex', pattern: '^a$' })],
  ['starts with', issue({ code: 'invalid_format', format: 'starts_with', prefix: '/' })],
  ['ends with', issue({ code: 'invalid_format', format: 'ends_with', suffix: '.svg' })],
  ['includes', issue({ code: 'invalid_format', format: 'includes', includes: '@' })],
  ['lower case', issue({ code: 'invalid_format', format: 'lowercase' })],
  ['upper case', issue({ code: 'invalid_format', format: 'uppercase' })],
  ...['uuid', 'guid', 'email', 'url', 'datetime', 'date', 'time'].map((format) => [`format ${format}`, issue({ code: 'invalid_format', format })] as [string, RawIssue]),
  ['format without words', issue({ code: 'invalid_format', format: 'ipv4' })],
  ['one value', issue({ code: 'invalid_value', values: ['no'] })],
  ['values', issue({ code: 'invalid_value', values: ['webp', 'jpeg'] })],
  ['many values', issue({ code: 'invalid_value', values: Array.from({ length: 20 }, (_, i) => i) })],
  ['an unknown field', issue({ code: 'unrecognized_keys', keys: ['x'] })],
  ['unknown fields', issue({ code: 'unrecognized_keys', keys: ['x', 'y'] })],
  ['multiple of', issue({ code: 'not_multiple_of', divisor: 0.01 })],
  ['union', issue({ code: 'invalid_union', errors: [] })],
  ['key', issue({ code: 'invalid_key', origin: 'record', issues: [] })],
  ['element', issue({ code: 'invalid_element', origin: 'set', key: 1, issues: [] })],
  ['custom', issue({ code: 'custom' })],
];

const worded = (locale: Locale, raw: RawIssue) => fieldErrorMap(locale)(raw) as string;

describe('the field error map', () => {
  it('words every case in every language, none left in English nor with a placeholder', () => {
    for (const [what, raw] of ISSUES) {
      const english = worded(API_DEFAULT_LOCALE, raw);
      for (const locale of LOCALES) expectWorded(worded(locale, raw), locale, english, `${locale} ${what}`);
    }
  });

  it('says in English what it said before the other languages came', () => {
    const en = (name: string) => humanIssueMessage(ISSUES.find(([what]) => what === name)![1]);
    expect(en('missing')).toBe('is required');
    expect(en('type string')).toBe('must be text');
    expect(en('type int')).toBe('must be a whole number');
    expect(en('at most 500 characters')).toBe('must be at most 500 characters');
    expect(en('at most 1 character')).toBe('must be at most 1 character');
    expect(en('not empty')).toBe('must not be empty');
    expect(en('format uuid')).toBe('must be an id (a UUID such as 2c5ea4c0-4067-11e9-8bad-9b1deb4d3b7d)');
    expect(en('values')).toBe('must be one of "webp", "jpeg"');
    expect(en('many values')).toBe('must be one of 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, …');
    expect(en('an unknown field')).toBe('has a field we do not know: x');
    expect(en('unknown fields')).toBe('has fields we do not know: x, y');
  });

  it('counts with the plural rules and numbers of the language', () => {
    const atMost = (n: number, locale: Locale) => worded(locale, issue({ code: 'too_big', origin: 'string', maximum: n, inclusive: true }));
    expect(atMost(1, 'de_DE')).toBe('darf höchstens 1 Zeichen lang sein');
    expect(atMost(0, 'fr_FR')).toBe('doit compter au plus 0 caractère');
    expect(atMost(2, 'fr_FR')).toBe('doit compter au plus 2 caractères');
    expect(atMost(1, 'nl_NL')).toBe('mag hoogstens 1 teken lang zijn');
    expect(atMost(10_000, 'nl_NL')).toBe('mag hoogstens 10.000 tekens lang zijn');
    expect(atMost(10_000, 'de_CH')).toBe("darf höchstens 10'000 Zeichen lang sein");
  });

  it('takes the words from a real Zod schema', () => {
    const schema = z.object({ name: z.string().max(3), count: z.number().int() }).strict();
    const result = schema.safeParse({ name: 'abcd', count: 1.5, extra: true }, { error: fieldErrorMap('de_DE') });
    expect(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'name: darf höchstens 3 Zeichen lang sein',
      'count: muss eine ganze Zahl sein',
      ': enthält ein Feld, das wir nicht kennen: extra',
    ]);
  });
});

describe("the contract's own field messages", () => {
  it('are English in the schema and the request’s language after fieldMessageIn', () => {
    const bad = { countryCode: 'xx', lineItems: [{ uuid: 'nope', quantity: 1 }] };
    const english = cartInputSchema.safeParse(bad, { error: humanIssueMessage }).error!.issues.map((i) => i.message);
    expect(english).toEqual(['must be one of at, ch, de, fr, nl, uk (or gb)', 'must be a design id (a UUID) or SampleBox']);
    const german = cartInputSchema.safeParse(bad, { error: fieldErrorMap('de_DE') }).error!.issues.map((i) => fieldMessageIn(i.message, 'de_DE'));
    expect(german).toEqual(['muss einer dieser Werte sein: at, ch, de, fr, nl, uk (oder gb)', 'muss eine Design-ID (eine UUID) oder SampleBox sein']);
    expect(fieldMessageIn('anything else', 'fr_FR')).toBe('anything else');
  });

  it('refuses two keys that read alike in English (one could not be told from the other)', () => {
    expect(fieldMessage('field.oneOf', { values: 'q, r' })).toBe('must be one of q, r');
    expect(() => fieldMessage('field.furnitureType', { types: 'q, r' })).toThrow(/read alike/);
  });
});

describe('the message tables', () => {
  it('word every key in every language, with the parameters of the English template only', () => {
    for (const key of KEYS) {
      const english = apiMessage(API_DEFAULT_LOCALE, key, SAMPLES[key]);
      const englishParams = messageParamNames(API_MESSAGES_EN[key]);
      for (const locale of LOCALES) {
        for (const name of messageParamNames(API_MESSAGES[locale][key])) expect(englishParams, `${locale} ${key} {${name}}`).toContain(name);
        expectWorded(apiMessage(locale, key, SAMPLES[key]), locale, english, `${locale} ${key}`, SAMPLES[key]);
      }
    }
  });

  it('give every error code a sentence in every language', () => {
    for (const code of Object.keys(API_ERRORS) as (keyof typeof API_ERRORS)[]) {
      const key = `error.${code}` as const;
      const english = apiMessage(API_DEFAULT_LOCALE, key, SAMPLES[key]);
      expect(english).toMatch(/^[A-Z{]/);
      for (const locale of OTHER_LOCALES) expectWorded(apiMessage(locale, key, SAMPLES[key]), locale, english, `${locale} ${code}`, SAMPLES[key]);
    }
  });

  it('keep the English sentences the tests and clients know', () => {
    expect(apiMessage('en_GB', 'error.too_many_requests', { seconds: 1 })).toBe('You have made too many requests; please wait 1 second and try again.');
    expect(apiMessage('en_GB', 'error.too_many_requests', { seconds: 59 })).toBe('You have made too many requests; please wait 59 seconds and try again.');
    expect(apiMessage('en_GB', 'error.not_found.apiCall', { method: 'GET', path: '/api/no-such' })).toBe('There is no API call GET /api/no-such.');
    expect(apiMessage('en_GB', 'error.bad_request.fields', { fields: 'body.a: is required', more: 0 })).toBe('The request is not valid. body.a: is required');
    expect(apiMessage('en_GB', 'error.bad_request.fields', { fields: 'body.a: is required', more: 2 })).toBe('The request is not valid. body.a: is required (and 2 more)');
    expect(apiMessage('en_GB', 'error.invalid_design', { count: 1, problem: 'Too wide.', problems: 'Too wide.', more: 0 })).toBe('This design cannot be made: Too wide.');
    expect(apiMessage('en_GB', 'error.invalid_design', { count: 22, problem: 'A.', problems: 'A. B.', more: 2 })).toBe('This design cannot be made: 22 problems. A. B. (and 2 more)');
    expect(apiMessage('en_GB', 'error.request_too_large', { size: 2, unit: 'MB' })).toBe('The request body is larger than this call takes (2 MB).');
  });

  it('write Swiss German with ss, and the other German with ß', () => {
    expect(JSON.stringify(API_MESSAGES.de_CH)).not.toMatch(/ß/);
    expect(apiMessage('de_DE', 'field.aboveNumber', { n: 0 })).toBe('muss größer als 0 sein');
    expect(apiMessage('de_CH', 'field.aboveNumber', { n: 0 })).toBe('muss grösser als 0 sein');
  });
});

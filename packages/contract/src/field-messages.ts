import type { z } from 'zod';
import type { Locale, MessageParams } from '@masswerk/domain';
import { API_DEFAULT_LOCALE } from './api-language.ts';
import { apiMessage, type ApiText, type FieldMessageKey } from './api-messages.ts';

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];
type FieldText = ApiText<FieldMessageKey>;

/** The types and formats the tables have words for (`type.*`, `format.*`); any other is named as Zod names it. */
const WORDED_TYPES = new Set(['string', 'number', 'int', 'bigint', 'boolean', 'object', 'record', 'array', 'tuple', 'set', 'date', 'null']);
const WORDED_FORMATS = new Set(['uuid', 'guid', 'email', 'url', 'datetime', 'date', 'time']);

/** Issues worded without parameters: by their code, and an invalid format by its format. */
const PLAIN_ISSUE_KEYS = new Map<string, FieldMessageKey>([
  ['invalid_union', 'field.union'],
  ['invalid_key', 'field.badKey'],
  ['invalid_element', 'field.badItem'],
]);
const PLAIN_FORMAT_KEYS = new Map<string, FieldMessageKey>([
  ['regex', 'field.pattern'],
  ['lowercase', 'field.lowercase'],
  ['uppercase', 'field.uppercase'],
]);

/** A value as a person types it: JSON for text, numbers and the like. */
const shown = (value: unknown): string => (typeof value === 'bigint' || typeof value === 'symbol' ? String(value) : (JSON.stringify(value) ?? String(value)));

const quoted = (values: readonly unknown[]) => (values.length <= 12 ? values.map(shown).join(', ') : `${values.slice(0, 12).map(shown).join(', ')}, …`);

function boundText(bound: 'max' | 'min', origin: string, limit: number | bigint, inclusive: boolean | undefined): FieldText {
  const params = { n: Number(limit) };
  const max = bound === 'max';
  if (origin === 'string') return { key: max ? 'field.maxCharacters' : 'field.minCharacters', params };
  if (origin === 'array' || origin === 'set') return { key: max ? 'field.maxItems' : 'field.minItems', params };
  if (origin === 'file') return { key: max ? 'field.maxBytes' : 'field.minBytes', params };
  if (inclusive === false) return { key: max ? 'field.belowNumber' : 'field.aboveNumber', params };
  return { key: max ? 'field.maxNumber' : 'field.minNumber', params };
}

/**
 * What is wrong with a field, as data (a key of the API's message tables and its parameters): "must be
 * a whole number", "must be at most 500 characters", never the validator's own text ("Invalid input:
 * expected int, received number").
 */
export function issueText(issue: RawIssue): FieldText {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return { key: 'field.required' };
      return WORDED_TYPES.has(issue.expected)
        ? { key: 'field.type', params: { type: { term: `type.${issue.expected}` } } }
        : { key: 'field.typeNamed', params: { type: issue.expected } };
    case 'too_big':
      return issue.origin === 'date' ? { key: 'field.tooLate' } : boundText('max', issue.origin, issue.maximum, issue.inclusive);
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return { key: 'field.notEmpty' };
      return issue.origin === 'date' ? { key: 'field.tooEarly' } : boundText('min', issue.origin, issue.minimum, issue.inclusive);
    case 'invalid_format':
      switch (issue.format) {
        case 'starts_with':
          return { key: 'field.startsWith', params: { prefix: shown(issue.prefix) } };
        case 'ends_with':
          return { key: 'field.endsWith', params: { suffix: shown(issue.suffix) } };
        case 'includes':
          return { key: 'field.includes', params: { text: shown(issue.includes) } };
        default:
          if (PLAIN_FORMAT_KEYS.has(issue.format)) return { key: PLAIN_FORMAT_KEYS.get(issue.format)! };
          return WORDED_FORMATS.has(issue.format)
            ? { key: 'field.format', params: { format: { term: `format.${issue.format}` } } }
            : { key: 'field.formatNamed', params: { format: issue.format } };
      }
    case 'invalid_value':
      return issue.values.length === 1 ? { key: 'field.value', params: { value: shown(issue.values[0]) } } : { key: 'field.oneOf', params: { values: quoted(issue.values) } };
    case 'unrecognized_keys':
      return { key: 'field.unknownKeys', params: { count: issue.keys.length, keys: issue.keys.join(', ') } };
    case 'not_multiple_of':
      return { key: 'field.multipleOf', params: { divisor: Number(issue.divisor) } };
    default:
      return { key: PLAIN_ISSUE_KEYS.get(issue.code) ?? 'field.invalid' };
  }
}

const errorMaps = new Map<Locale, z.core.$ZodErrorMap>();

/**
 * A Zod error map that says what is wrong with a field in words of `locale` a person can act on. A
 * schema's own message still wins over it: for the contract's own, see fieldMessage and fieldMessageIn.
 */
export function fieldErrorMap(locale: Locale): z.core.$ZodErrorMap {
  let map = errorMaps.get(locale);
  if (!map) {
    map = (issue) => {
      const text = issueText(issue);
      return apiMessage(locale, text.key, text.params);
    };
    errorMaps.set(locale, map);
  }
  return map;
}

/** The error map in English, the API's language when a request names none of ours. */
export const humanIssueMessage: z.core.$ZodErrorMap = fieldErrorMap(API_DEFAULT_LOCALE);

/** The contract's own field messages (a schema's `message`), by their English words. */
const CONTRACT_MESSAGES = new Map<string, FieldText>();

/**
 * The English words of a field message the contract gives a schema itself (`{ message: fieldMessage(...) }`),
 * remembered so that fieldMessageIn can say them in a request's language: a schema's message outranks
 * any error map, so it is worded in English when the schema is built and translated afterwards.
 */
export function fieldMessage(key: FieldMessageKey, params: MessageParams = {}): string {
  const english = apiMessage(API_DEFAULT_LOCALE, key, params);
  const known = CONTRACT_MESSAGES.get(english);
  if (known && known.key !== key) throw new Error(`the field messages ${known.key} and ${key} read alike in English: "${english}"`);
  CONTRACT_MESSAGES.set(english, { key, params });
  return english;
}

/** A finished issue's message in `locale`: the contract's own words (fieldMessage) translated, any other as it is (the error map worded it). */
export function fieldMessageIn(message: string, locale: Locale): string {
  const text = CONTRACT_MESSAGES.get(message);
  return text ? apiMessage(locale, text.key, text.params) : message;
}

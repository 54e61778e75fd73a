import type { z } from 'zod';

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  bigint: 'a whole number',
  date: 'a date',
  null: 'empty (null)',
};

const FORMAT_WORDS: Record<string, string> = {
  uuid: 'an id (a UUID such as 2c5ea4c0-4067-11e9-8bad-9b1deb4d3b7d)',
  guid: 'an id (a UUID)',
  email: 'an e-mail address',
  url: 'a web address',
  datetime: 'a date and time (ISO 8601)',
  date: 'a date (YYYY-MM-DD)',
};

const quoted = (values: readonly unknown[]) =>
  values.length <= 12 ? values.map((v) => JSON.stringify(v)).join(', ') : `${values.slice(0, 12).map((v) => JSON.stringify(v)).join(', ')}, …`;

function sizeWord(origin: string, n: number | bigint): string {
  if (origin === 'string') return `${n} character${n === 1 ? '' : 's'}`;
  if (origin === 'array' || origin === 'set') return `${n} item${n === 1 ? '' : 's'}`;
  if (origin === 'file') return `${n} bytes`;
  return String(n);
}

/**
 * A Zod error map that says what is wrong with a field in words a person can act on ("must be a whole
 * number", "must be at most 500 characters"), instead of the validator's own text ("Invalid input:
 * expected int, received number"). A schema's own message still wins over it.
 */
export const humanIssueMessage: z.core.$ZodErrorMap = (issue: RawIssue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      return `must be ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
    case 'too_big':
      return issue.origin === 'date' ? 'is too late' : `must be at most ${sizeWord(issue.origin, issue.maximum as number)}${issue.inclusive === false ? ' (exclusive)' : ''}`;
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return 'must not be empty';
      return issue.origin === 'date' ? 'is too early' : `must be at least ${sizeWord(issue.origin, issue.minimum as number)}${issue.inclusive === false ? ' (exclusive)' : ''}`;
    case 'invalid_format':
      if (issue.format === 'regex') return 'is not in the expected format';
      return `must be ${FORMAT_WORDS[issue.format] ?? `in ${issue.format} format`}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `must be ${JSON.stringify(issue.values[0])}` : `must be one of ${quoted(issue.values)}`;
    case 'unrecognized_keys':
      return `has ${issue.keys.length === 1 ? 'a field' : 'fields'} we do not know: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'invalid_union':
      return 'does not match any of the accepted forms';
    case 'invalid_key':
      return 'has a key that is not accepted';
    case 'invalid_element':
      return 'has an item that is not accepted';
    default:
      return 'is not valid';
  }
};

/**
 * Reading stored designs of any version, for every family: the version is checked, the family's
 * migrations run one step at a time, then its Zod schema checks the structure. A design without a
 * version was saved before versions existed, so it is version 0 (docs/decisions.md, "Design versions").
 */
import type { z } from 'zod';
import type { DesignIssue, ParseResult } from '../../design/issue.ts';
import type { MessageParams } from '../../messages/format.ts';
import { DESIGN_ISSUES, issueOf } from './messages.ts';

export type Json = Record<string, unknown>;
/** True for a plain JSON object. */
export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A step from one stored version to the next, on plain JSON: entry n of a table reads version n. */
export type Migration = (design: Json) => Json;
export type Migrations = Readonly<Record<number, Migration>>;

export interface VersionedSchema<D> {
  furnitureType: string;
  current: number;
  migrations: Migrations;
  schema: z.ZodType<D>;
}

type Migrated = { ok: true; value: Json } | { ok: false; errors: DesignIssue[] };

/** Brings stored JSON of any known version up to the current version, or says why it cannot. */
export function designMigrate(input: unknown, opts: Omit<VersionedSchema<unknown>, 'schema'>): Migrated {
  const ft = opts.furnitureType;
  const fail = (path: string, rule: string, params: MessageParams = {}): Migrated => ({ ok: false, errors: [issueOf(DESIGN_ISSUES, ft, `parse.${rule}`, params, path)] });
  if (!isObject(input)) return fail('', 'type');
  if (input['furniture_type'] !== undefined && input['furniture_type'] !== ft) {
    return fail('furniture_type', 'furniture_type', { found: String(input['furniture_type']) });
  }
  let design: Json = { ...input, furniture_type: ft };
  const version = design['version'] ?? 0;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    return fail('version', 'version');
  }
  if (version > opts.current) return fail('version', 'version.future', { version, current: opts.current });
  for (let v = version; v < opts.current; v++) {
    const step = opts.migrations[v];
    if (step === undefined) return fail('version', 'version.unknown', { version: v });
    design = { ...step(design), version: v + 1 };
  }
  return { ok: true, value: design };
}

/** Parses untrusted JSON of any known version into a current design; issues carry dotted paths. */
export function designParse<D>(input: unknown, opts: VersionedSchema<D>): ParseResult<D> {
  const migrated = designMigrate(input, opts);
  if (!migrated.ok) return migrated;
  const result = opts.schema.safeParse(migrated.value);
  if (result.success) return { ok: true, design: result.data };
  const errors: DesignIssue[] = result.error.issues.map((i) => {
    const path = i.path.map(String).join('.');
    return issueOf(DESIGN_ISSUES, opts.furnitureType, 'parse.structure', { field: path === '' ? 'design' : path, ...structureProblem(i) }, path);
  });
  return { ok: false, errors };
}

/** What is wrong with a field, as parameters: never the validator's own text, which no person should read. */
function structureProblem(issue: z.core.$ZodIssue): MessageParams {
  switch (issue.code) {
    case 'invalid_type':
      return { problem: 'type', expected: String(issue.expected) };
    case 'invalid_value':
      return { problem: 'value', allowed: { anyOf: issue.values.map((v) => String(v)) } };
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1 ? { problem: 'empty' } : { problem: 'small', limit: Number(issue.minimum) };
    case 'too_big':
      return { problem: 'big', limit: Number(issue.maximum) };
    default:
      return { problem: 'other' };
  }
}

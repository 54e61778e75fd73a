/**
 * Reading stored designs of any version, for every family: the version is checked, the family's
 * migrations run one step at a time, then its Zod schema checks the structure. A design without a
 * version was saved before versions existed, so it is version 0 (docs/decisions.md, "Design versions").
 */
import type { z } from 'zod';
import type { DesignIssue, ParseResult } from '../../design/issue.ts';

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
  const fail = (path: string, code: string, message: string): Migrated => ({ ok: false, errors: [{ path, code: `${ft}.parse.${code}`, message }] });
  if (!isObject(input)) return fail('', 'type', `A ${ft} design must be a JSON object.`);
  if (input['furniture_type'] !== undefined && input['furniture_type'] !== ft) {
    return fail('furniture_type', 'furniture_type', `This is a ${String(input['furniture_type'])} design, not a ${ft} design.`);
  }
  let design: Json = { ...input, furniture_type: ft };
  const version = design['version'] ?? 0;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    return fail('version', 'version', 'The design version must be a whole number.');
  }
  if (version > opts.current) {
    return fail('version', 'version.future', `This design was saved by a newer version (${version}); this shop reads up to version ${opts.current}.`);
  }
  for (let v = version; v < opts.current; v++) {
    const step = opts.migrations[v];
    if (step === undefined) return fail('version', 'version.unknown', `${ft.charAt(0).toUpperCase()}${ft.slice(1)} designs of version ${v} cannot be read any more.`);
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
    return { path, code: `${opts.furnitureType}.parse.structure`, message: `${path === '' ? '' : `${path}: `}${i.message}` };
  });
  return { ok: false, errors };
}

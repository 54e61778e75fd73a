/**
 * Shared pieces of the sofa schemas: Zod validators of the stored fields, legacy leg types, and
 * the parse pipeline (version check, migrations, structure) every sofa family and the cushion use.
 */
import { z } from 'zod';
import type { DesignIssue, ParseResult } from '../../design/issue.ts';
import { DIRECTIONS, LEGACY_LEG_TYPES, LEG_HEIGHTS, LEG_TYPES, MODULE_TYPES } from './types.ts';

export type Json = Record<string, unknown>;
/** True for a plain JSON object. */
export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const num = z.number().finite().nonnegative();
export const pairOf = <T extends z.ZodType>(t: T) => z.tuple([t, t]);

/** Leg type, with legacy types converted (straight to slanted; flat, narrow, hairpin to corner). */
export const legTypeSchema = z.preprocess(
  (v) => (typeof v === 'string' && v in LEGACY_LEG_TYPES ? LEGACY_LEG_TYPES[v] : v),
  z.enum(LEG_TYPES),
);

export const legsSchema = z.object({
  height: z.enum(LEG_HEIGHTS),
  type: legTypeSchema,
  color: z.string().min(1),
});

/** A flayr, joyn or lyvyn module as stored (configurators.md §3). */
export const sofaModuleSchema = z.object({
  type: z.enum(MODULE_TYPES),
  direction: z.enum(DIRECTIONS).default('none'),
  armrestLength: pairOf(num).default([0, 0]),
  extensionsLength: pairOf(num).default([0, 0]),
  moduleLength: num,
  moduleDepth: num,
  moduleHeight: num,
  sleepingMode: z.boolean().default(false),
  ottomanMode: z.boolean().default(false),
  storageMode: z.boolean().default(false),
  extensionsSquare: z.boolean().default(false),
  backCushionHeight: num,
  backCushionLength: num.default(0),
  roundedCushionLength: num.optional(),
});

export const colorPair = pairOf(z.string().min(1));

/** Runs migrations from the input's version to `current`, then the Zod schema; issues carry dotted paths. */
export function parseVersioned<D>(
  input: unknown,
  opts: {
    furnitureType: string;
    current: number;
    migrations: Readonly<Record<number, (design: Json) => Json>>;
    schema: z.ZodType<D>;
  },
): ParseResult<D> {
  const ft = opts.furnitureType;
  const issue = (path: string, code: string, message: string): ParseResult<D> => ({ ok: false, errors: [{ path, code: `${ft}.parse.${code}`, message }] });
  if (!isObject(input)) return issue('', 'type', `A ${ft} design must be an object.`);
  if (input['furniture_type'] !== undefined && input['furniture_type'] !== ft) {
    return issue('furniture_type', 'furniture_type', `This is a ${String(input['furniture_type'])} design, not a ${ft} design.`);
  }
  let design: Json = { ...input, furniture_type: ft };
  // Designs saved before versioning carry no version: they are version 0.
  let version = design['version'] ?? 0;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    return issue('version', 'version', 'The design version must be a whole number.');
  }
  if (version > opts.current) {
    return issue('version', 'version.future', `This design was saved by a newer version (${version}); this shop reads up to version ${opts.current}.`);
  }
  while (version < opts.current) {
    const step = opts.migrations[version];
    if (step === undefined) return issue('version', 'version.unknown', `Design version ${version} cannot be read any more.`);
    design = step(design);
    version += 1;
  }
  const result = opts.schema.safeParse(design);
  if (result.success) return { ok: true, design: result.data };
  const errors: DesignIssue[] = result.error.issues.map((i) => ({
    path: i.path.map(String).join('.'),
    code: `${ft}.parse.${i.code}`,
    message: `${i.path.length > 0 ? `${i.path.map(String).join('.')}: ` : ''}${i.message}`,
  }));
  return { ok: false, errors };
}

/**
 * Version 0 (the prototype) stored one `armrest` width for both ends and no extension fields;
 * version 1 stores the [left, right] pairs of configurators.md §3.
 */
export function migrateSofaV0(design: Json): Json {
  const modules = Array.isArray(design['modules']) ? design['modules'] : [];
  return {
    ...design,
    version: 1,
    modules: modules.map((m: unknown, i: number) => {
      if (!isObject(m)) return m;
      const { armrest, ...rest } = m;
      const width = typeof armrest === 'number' ? armrest : 0;
      // The prototype drew the armrest at the sofa's two ends only.
      const left = i === 0 ? width : 0;
      const right = i === modules.length - 1 ? width : 0;
      return { armrestLength: [left, right], extensionsLength: [0, 0], ...rest };
    }),
  };
}

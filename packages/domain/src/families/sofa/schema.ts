/**
 * Shared pieces of the sofa schemas: Zod validators of the stored fields, legacy leg types, and the
 * version-0 migration of the legged lines (the parse pipeline is the kit's, kit/parse.ts).
 */
import { z } from 'zod';
import { isObject, type Json } from '../kit/parse.ts';
import { DIRECTIONS, LEGACY_LEG_TYPES, LEG_HEIGHTS, LEG_TYPES, MODULE_TYPES } from './types.ts';

export const pairOf = <T extends z.ZodType>(t: T) => z.tuple([t, t]);

/** Leg type, with legacy types converted (straight to slanted; flat, narrow, hairpin to corner). */
export const legTypeSchema = z.lazy(() =>
  z.preprocess((v) => (typeof v === 'string' && v in LEGACY_LEG_TYPES ? LEGACY_LEG_TYPES[v] : v), z.enum(LEG_TYPES)),
);

export const legsSchema = z.lazy(() =>
  z.object({
    height: z.enum(LEG_HEIGHTS),
    type: legTypeSchema,
    color: z.string().min(1),
  }),
);

/** A flayr, joyn or lyvyn module as stored (configurators.md §3). */
export const sofaModuleSchema = z.lazy(() => {
  const num = z.number().finite().nonnegative();
  return z.object({
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
});

export const colorPair = z.lazy(() => pairOf(z.string().min(1)));

/** Maps the stored modules of a design; `ends(width)` puts one prototype armrest width at the sofa's two ends only. */
export function sofaModulesMap(design: Json, change: (module: Json, ends: (width: number) => [number, number]) => Json): Json {
  const modules: unknown[] = Array.isArray(design['modules']) ? design['modules'] : [];
  const last = modules.length - 1;
  return { ...design, modules: modules.map((m, i) => (isObject(m) ? change(m, (w) => [i === 0 ? w : 0, i === last ? w : 0]) : m)) };
}

/**
 * Version 0 (the prototype) stored one `armrest` width for both ends and no extension fields;
 * version 1 stores the [left, right] pairs of configurators.md §3.
 */
export function sofaMigrateV0(design: Json): Json {
  return sofaModulesMap(design, ({ armrest, ...rest }, ends) => ({
    armrestLength: ends(typeof armrest === 'number' ? armrest : 0),
    extensionsLength: [0, 0],
    ...rest,
  }));
}

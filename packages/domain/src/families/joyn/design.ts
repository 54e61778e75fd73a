/**
 * The joyn design: type, Zod validator and migrations in one file. Joyn shares the sofa module of
 * configurators.md §3; base and backrest share one colour pair (`colors.color`), and it has legs.
 */
import { z } from 'zod';
import type { ParseResult } from '../../design/issue.ts';
import { sofaDesignOf, sofaParsed } from '../sofa/family.ts';
import type { SofaLine } from '../sofa/line.ts';
import { designParse, type Migrations } from '../kit/parse.ts';
import { colorPair, legsSchema, sofaMigrateV0, sofaModuleSchema } from '../sofa/schema.ts';
import type { Pair, SofaDesign, SofaLegs, SofaModule } from '../sofa/types.ts';
import { joynLine } from './line.ts';

export interface JoynColors {
  armrest: Pair<string>;
  backCushion: Pair<string>;
  cushion: Pair<string>;
  /** Base and backrest. */
  color: Pair<string>;
}

export interface JoynDesign extends SofaDesign {
  furniture_type: 'joyn';
  version: 1;
  modules: SofaModule[];
  colors: JoynColors;
  legs: SofaLegs;
}

/** Structure of a current joyn-like design (joyn and lyvyn). */
export function joynLikeSchema<T extends 'joyn' | 'lyvyn'>(furnitureType: T) {
  return z.object({
    furniture_type: z.literal(furnitureType),
    version: z.literal(1),
    modules: z.array(sofaModuleSchema),
    colors: z.object({ armrest: colorPair, backCushion: colorPair, cushion: colorPair, color: colorPair }),
    legs: legsSchema,
  });
}

export const joynDesignSchema = z.lazy(() => joynLikeSchema('joyn'));

/** Migrations: MIGRATIONS[n] turns a version-n design into version n+1. */
export const JOYN_MIGRATIONS: Migrations = {
  // Version 0 (prototype): one armrest width per module and legs without a height (they were all normal).
  0: (design) => {
    const next = sofaMigrateV0(design);
    const legs = next['legs'];
    return typeof legs === 'object' && legs !== null && !('height' in legs) ? { ...next, legs: { height: 'normal', ...legs } } : next;
  },
};

const pair = (c: string): Pair<string> => [c, c];

/** Default joyn-like design of a line: one 800 base with 120 armrests, square normal oak legs. */
export function joynLikeDefaults(line: SofaLine): SofaDesign {
  const base: SofaDesign = {
    furniture_type: line.furnitureType,
    version: 1,
    modules: [],
    colors: { armrest: pair(line.defaultColor), backCushion: pair(line.defaultColor), cushion: pair(line.defaultColor), color: pair(line.defaultColor) },
    legs: { ...line.defaultLegs },
  };
  const a = line.defaultArmrestLength;
  return sofaDesignOf(line, base, [{ type: 'base', moduleLength: line.defaultModuleLength, armrestLength: [a, a] }]);
}

/** The default joyn design. */
export function joynDefaults(): JoynDesign {
  return joynLikeDefaults(joynLine) as JoynDesign;
}

const asJoyn = (d: SofaDesign): JoynDesign => d as JoynDesign;
const asGeneric = (d: JoynDesign): SofaDesign => d;

/** Parses untrusted JSON of any known version into a current joyn design. */
export function joynParse(input: unknown): ParseResult<JoynDesign> {
  const result = designParse(input, { furnitureType: 'joyn', current: 1, migrations: JOYN_MIGRATIONS, schema: joynDesignSchema });
  return sofaParsed(joynLine, result as ParseResult<JoynDesign>, asGeneric, asJoyn);
}

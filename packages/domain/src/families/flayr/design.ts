/**
 * The flayr design: the sofa module of configurators.md §3 with colours for armrest, backrest, back
 * cushion, base and cushion (each a left/right pair). Type, validator and migrations in one file.
 */
import { z } from 'zod';
import type { ParseResult } from '../../design/issue.ts';
import { sofaDesignOf, sofaParsed } from '../sofa/family.ts';
import { designParse, type Migrations } from '../kit/parse.ts';
import { colorPair, sofaMigrateV0, sofaModuleSchema } from '../sofa/schema.ts';
import type { Pair, SofaDesign, SofaModule } from '../sofa/types.ts';
import { flayrLine } from './line.ts';

export interface FlayrColors {
  armrest: Pair<string>;
  backrest: Pair<string>;
  backCushion: Pair<string>;
  base: Pair<string>;
  cushion: Pair<string>;
}

export interface FlayrDesign extends SofaDesign {
  furniture_type: 'flayr';
  version: 1;
  modules: SofaModule[];
  colors: FlayrColors;
}

export const flayrDesignSchema = z.lazy(() => {
  return z.object({
    furniture_type: z.literal('flayr'),
    version: z.literal(1),
    modules: z.array(sofaModuleSchema),
    colors: z.object({ armrest: colorPair, backrest: colorPair, backCushion: colorPair, base: colorPair, cushion: colorPair }),
  });
});

/** Migrations: MIGRATIONS[n] turns a version-n design into version n+1. */
export const FLAYR_MIGRATIONS: Migrations = {
  0: sofaMigrateV0,
};

/** The default flayr design: one 780 x 780 seat, 450 high, with 240 armrests, in diamante_grey_12108. */
export function flayrDefaults(): FlayrDesign {
  const c = flayrLine.defaultColor;
  const pair: Pair<string> = [c, c];
  const base: SofaDesign = {
    furniture_type: 'flayr',
    version: 1,
    modules: [],
    colors: { armrest: pair, backrest: pair, backCushion: pair, base: pair, cushion: pair },
  };
  const a = flayrLine.defaultArmrestLength;
  return sofaDesignOf(flayrLine, base, [{ type: 'base', moduleLength: 780, moduleDepth: 780, armrestLength: [a, a] }]) as FlayrDesign;
}

/** Parses untrusted JSON of any known version into a current flayr design. */
export function flayrParse(input: unknown): ParseResult<FlayrDesign> {
  const result = designParse(input, { furnitureType: 'flayr', current: 1, migrations: FLAYR_MIGRATIONS, schema: flayrDesignSchema });
  return sofaParsed(flayrLine, result as ParseResult<FlayrDesign>, (d) => d, (g) => g as FlayrDesign);
}

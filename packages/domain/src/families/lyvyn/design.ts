/**
 * The lyvyn design: joyn's form plus `roundedCushionLength` on each module (derived: the length of
 * the rounded neck cushion on each back cushion). Type, validator and migrations in one file.
 */
import type { ParseResult } from '../../design/issue.ts';
import { z } from 'zod';
import { joynLikeDefaults, joynLikeSchema } from '../joyn/design.ts';
import type { JoynColors } from '../joyn/design.ts';
import { sofaParsed } from '../sofa/family.ts';
import { designParse, type Migrations } from '../kit/parse.ts';
import { sofaMigrateV0 } from '../sofa/schema.ts';
import type { SofaDesign, SofaLegs, SofaModule } from '../sofa/types.ts';
import { lyvynLine } from './line.ts';

export interface LyvynDesign extends SofaDesign {
  furniture_type: 'lyvyn';
  version: 1;
  modules: (SofaModule & { roundedCushionLength?: number })[];
  colors: JoynColors;
  legs: SofaLegs;
}

export const lyvynDesignSchema = z.lazy(() => joynLikeSchema('lyvyn'));

/** Migrations: MIGRATIONS[n] turns a version-n design into version n+1. */
export const LYVYN_MIGRATIONS: Migrations = {
  0: sofaMigrateV0,
};

/** The default lyvyn design: one 800 base with 120 armrests on square normal oak legs. */
export function lyvynDefaults(): LyvynDesign {
  return joynLikeDefaults(lyvynLine) as LyvynDesign;
}

/** Parses untrusted JSON of any known version into a current lyvyn design. */
export function lyvynParse(input: unknown): ParseResult<LyvynDesign> {
  const result = designParse(input, { furnitureType: 'lyvyn', current: 1, migrations: LYVYN_MIGRATIONS, schema: lyvynDesignSchema });
  return sofaParsed(lyvynLine, result as ParseResult<LyvynDesign>, (d) => d, (g) => g as LyvynDesign);
}

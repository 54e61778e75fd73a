/**
 * The cushion design (configurators.md §3): length and width in one of six sizes, one cover colour.
 * Type, validator and migrations in one file.
 */
import { z } from 'zod';
import type { ParseResult } from '../../design/issue.ts';
import type { DesignBase } from '../family.ts';
import { designParse, type Migrations } from '../kit/parse.ts';
import { CUSHION_DEFAULT_COLOR } from './constants.ts';

export interface CushionDesign extends DesignBase {
  furniture_type: 'cushion';
  version: 1;
  length: number;
  width: number;
  color: string;
}

export const cushionDesignSchema = z.lazy(() => {
  return z.object({
    furniture_type: z.literal('cushion'),
    version: z.literal(1),
    length: z.number().finite().positive(),
    width: z.number().finite().positive(),
    color: z.string().min(1),
  });
});

/** Migrations: version 0 (prototype) stored the size in centimetres. */
export const CUSHION_MIGRATIONS: Migrations = {
  0: (design) => ({
    ...design,
    length: typeof design['length'] === 'number' && design['length'] < 100 ? design['length'] * 10 : design['length'],
    width: typeof design['width'] === 'number' && design['width'] < 100 ? design['width'] * 10 : design['width'],
  }),
};

/** The default cushion: 400 x 400 in velvetex_blue_1007. */
export function cushionDefaults(): CushionDesign {
  return { furniture_type: 'cushion', version: 1, length: 400, width: 400, color: CUSHION_DEFAULT_COLOR };
}

/** Parses untrusted JSON of any known version into a current cushion design. */
export function cushionParse(input: unknown): ParseResult<CushionDesign> {
  return designParse(input, { furnitureType: 'cushion', current: 1, migrations: CUSHION_MIGRATIONS, schema: cushionDesignSchema });
}

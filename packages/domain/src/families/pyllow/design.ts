/**
 * The pyllow design: modules with the fields of configurators.md §3 "Pyllow module" (length, leg type
 * and colours per module). It is read into the generic sofa form for layout, rules and parts.
 */
import { z } from 'zod';
import type { ParseResult } from '../../design/issue.ts';
import type { DesignBase } from '../family.ts';
import { sofaDerive } from '../sofa/edit.ts';
import { sofaDesignOf, sofaParsed } from '../sofa/family.ts';
import { designParse, type Json, type Migrations } from '../kit/parse.ts';
import { legTypeSchema, pairOf, sofaModulesMap } from '../sofa/schema.ts';
import type { Direction, ModuleType, Pair, SofaDesign, SofaLegType } from '../sofa/types.ts';
import { DIRECTIONS, MODULE_TYPES } from '../sofa/types.ts';
import { PYLLOW_OTTOMAN_DEPTH, pyllowLine } from './line.ts';

export interface PyllowModule {
  type: ModuleType;
  direction: Direction;
  length: number;
  sleepingMode: boolean;
  ottomanMode: boolean;
  storageMode: boolean;
  /** [left, right] armrest widths, 0 for none. */
  armrestLength: Pair<number>;
  /** [left, right] side panels of a lounge, 0 for none. */
  extensionsLength: Pair<number>;
  legType: SofaLegType;
  colors: { armrest: string; backCushion: string; cushion: string };
}

export interface PyllowDesign extends DesignBase {
  furniture_type: 'pyllow';
  version: 1;
  modules: PyllowModule[];
}

export const pyllowDesignSchema = z.lazy(() => {
  const num = z.number().finite().nonnegative();
  const colorId = z.string().min(1);

  const pyllowModuleSchema = z.object({
    type: z.enum(MODULE_TYPES),
    direction: z.enum(DIRECTIONS).default('none'),
    length: num,
    sleepingMode: z.boolean().default(false),
    ottomanMode: z.boolean().default(false),
    storageMode: z.boolean().default(false),
    armrestLength: pairOf(num).default([0, 0]),
    extensionsLength: pairOf(num).default([0, 0]),
    legType: legTypeSchema.default('square'),
    colors: z.object({ armrest: colorId, backCushion: colorId, cushion: colorId }),
  });
  return z.object({
    furniture_type: z.literal('pyllow'),
    version: z.literal(1),
    modules: z.array(pyllowModuleSchema),
  });
});

/**
 * Migrations: version 0 (prototype) stored `armrestLength` as one number for the module's outer ends
 * and a single `color` per module.
 */
export const PYLLOW_MIGRATIONS: Migrations = {
  0: (design) =>
    sofaModulesMap(design, ({ color, ...rest }, ends) => {
      const next: Json = { ...rest };
      if (typeof rest['armrestLength'] === 'number') next['armrestLength'] = ends(rest['armrestLength']);
      if (typeof color === 'string' && next['colors'] === undefined) next['colors'] = { armrest: color, backCushion: color, cushion: color };
      return next;
    }),
};

/** The pyllow design in the generic sofa form. */
export function pyllowToGeneric(design: PyllowDesign): SofaDesign {
  const line = pyllowLine;
  const first = design.modules[0]?.colors ?? { armrest: line.defaultColor, backCushion: line.defaultColor, cushion: line.defaultColor };
  return sofaDerive(line, {
    furniture_type: 'pyllow',
    version: 1,
    colors: { armrest: [first.armrest, first.armrest], backCushion: [first.backCushion, first.backCushion], cushion: [first.cushion, first.cushion] },
    modules: design.modules.map((m) => {
      const corner = m.type === 'corner';
      return {
        type: m.type,
        direction: m.direction,
        armrestLength: m.armrestLength,
        extensionsLength: m.extensionsLength,
        moduleLength: m.length,
        moduleDepth: m.ottomanMode ? PYLLOW_OTTOMAN_DEPTH : corner ? m.length : line.defaultDepth,
        moduleHeight: line.defaultHeight,
        sleepingMode: m.sleepingMode,
        ottomanMode: m.ottomanMode,
        storageMode: m.storageMode,
        extensionsSquare: false,
        backCushionHeight: line.defaultBackCushionHeight,
        backCushionLength: 0,
        legType: m.legType,
        colors: m.colors,
      };
    }),
  });
}

/** The generic sofa form back in pyllow's stored fields. */
export function pyllowFromGeneric(design: SofaDesign): PyllowDesign {
  const c = design.colors;
  return {
    furniture_type: 'pyllow',
    version: 1,
    modules: design.modules.map((m) => ({
      type: m.type,
      direction: m.direction,
      length: m.moduleLength,
      sleepingMode: m.sleepingMode,
      ottomanMode: m.ottomanMode,
      storageMode: m.storageMode,
      armrestLength: m.armrestLength,
      extensionsLength: m.extensionsLength,
      legType: m.legType ?? pyllowLine.defaultLegs.type,
      colors: m.colors ?? { armrest: c.armrest[0], backCushion: c.backCushion[0], cushion: c.cushion[0] },
    })),
  };
}

/** The default pyllow design: one 1020 seat with 480 armrests on square legs. */
export function pyllowDefaults(): PyllowDesign {
  const color = pyllowLine.defaultColor;
  const base: SofaDesign = {
    furniture_type: 'pyllow',
    version: 1,
    modules: [],
    colors: { armrest: [color, color], backCushion: [color, color], cushion: [color, color] },
  };
  const a = pyllowLine.defaultArmrestLength;
  return pyllowFromGeneric(sofaDesignOf(pyllowLine, base, [{ type: 'base', moduleLength: pyllowLine.defaultModuleLength, armrestLength: [a, a] }]));
}

/** Parses untrusted JSON of any known version into a current pyllow design. */
export function pyllowParse(input: unknown): ParseResult<PyllowDesign> {
  const result = designParse(input, { furnitureType: 'pyllow', current: 1, migrations: PYLLOW_MIGRATIONS, schema: pyllowDesignSchema });
  return sofaParsed(pyllowLine, result as ParseResult<PyllowDesign>, pyllowToGeneric, pyllowFromGeneric);
}

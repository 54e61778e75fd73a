/**
 * The shelf design: its type, its Zod validator and its versioned migrations, in one file
 * (the tldraw habit). Field names follow configurators.md §3.
 */
import { z } from 'zod';
import { colorConvert } from '../../catalogue/colors.ts';
import type { ParseResult } from '../../design/issue.ts';
import { designParse, isObject, type Migrations } from '../kit/parse.ts';
import type { DesignBase } from '../family.ts';
import type { Millimetres } from '../../units/index.ts';
import { mm } from '../../units/index.ts';
import type { HandleType, LegType, ShelfScene, ShelfStyle } from './constants.ts';
import {
  CARCASS_COLORS,
  DEFAULT_COLOR,
  HANDLE_TYPES,
  LEG_TYPES,
  SHELF_SCENE_IDS,
  STYLE_IDS,
  defaultFeetColor,
  DEFAULT_HANDLE_COLOR,
  DEFAULT_METAL_BAR_COLOR,
} from './constants.ts';

export const SHELF_DESIGN_VERSION = 1;

/** A side wall of a column; the wall between two columns is stored on both (see docs/decisions.md). */
export interface ShelfWall {
  /** Missing colour falls back to oak with a warning. */
  color?: string;
  heightInSections: number;
}

/** A board at a section line: 0 is the bottom board, the column's heightInSections the top board. */
export interface ShelfBoard {
  sectionIndex: number;
  color?: string;
}

export interface ShelfHandle {
  type: HandleType;
  color?: string;
}

/** A door or drawer front covering `heightInSections` sections from the board at `sectionIndex` upwards. */
export interface ShelfFront {
  type: 'door' | 'drawer';
  sectionIndex: number;
  heightInSections: number;
  color?: string;
  handle: ShelfHandle;
  /** Side of a door's hinges; ignored for drawers. */
  hinge: 'left' | 'right';
}

/** A backwall panel of 1, 2 or 4 sections; a "whole" backwall is a run of panels covering the column. */
export interface ShelfBackwall {
  sectionIndex: number;
  heightInSections: number;
  color?: string;
}

export interface ShelfColumn {
  /** Clear width between the column's walls (= board length), mm. */
  length: Millimetres;
  /** Depth, mm (342 or 470). */
  width: Millimetres;
  heightInSections: number;
  boards: ShelfBoard[];
  fronts: ShelfFront[];
  backwalls: ShelfBackwall[];
  wallLeft: ShelfWall;
  wallRight: ShelfWall;
  /** Colour of this column's socle segment (socle without platform only); defaults to feet.color. */
  socleColor?: string;
}

export interface ShelfFeet {
  type: LegType;
  color?: string;
  /** Socle only: one continuous platform instead of a socle segment per column. */
  platform: boolean;
}

export interface ShelfDesign extends DesignBase {
  furniture_type: 'shelf';
  version: 1;
  columns: ShelfColumn[];
  feet: ShelfFeet;
  style: ShelfStyle;
  boardType: 'board' | 'metalBar';
  scene?: ShelfScene;
  colors: {
    metalBar?: string;
  };
  /** The handle new fronts get ("initial handles"). */
  handle: ShelfHandle;
  /** Baseboard cut in cm (feature 15); 0/0 means none. */
  baseboardCut: { height: number; depth: number };
}

/** Structure of a version-1 shelf design; business rules are checked by validate(). */
export const shelfDesignSchema = z.lazy(() => {
  const int = z.number().int();
  const millimetres = z.number().int().positive().transform((v) => mm(v));
  const color = z.string().min(1).optional();
  const handle = z.object({ type: z.enum(HANDLE_TYPES), color });
  const wall = z.object({ color, heightInSections: int });

  const columnSchema = z.object({
    length: millimetres,
    width: millimetres,
    heightInSections: int,
    boards: z.array(z.object({ sectionIndex: int, color })),
    fronts: z.array(
      z.object({
        type: z.enum(['door', 'drawer']),
        sectionIndex: int,
        heightInSections: int,
        color,
        handle,
        hinge: z.enum(['left', 'right']).default('left'),
      }),
    ),
    backwalls: z.array(z.object({ sectionIndex: int, heightInSections: int, color })),
    wallLeft: wall,
    wallRight: wall,
    socleColor: color,
  });
  return z.object({
    furniture_type: z.literal('shelf'),
    version: z.literal(1),
    columns: z.array(columnSchema),
    feet: z.object({ type: z.enum(LEG_TYPES), color, platform: z.boolean().default(false) }),
    style: z.enum(STYLE_IDS as [ShelfStyle, ...ShelfStyle[]]),
    boardType: z.enum(['board', 'metalBar']),
    scene: z.enum(SHELF_SCENE_IDS as [ShelfScene, ...ShelfScene[]]).optional(),
    colors: z.object({ metalBar: color }).default({}),
    handle: handle.default({ type: 'bar', color: DEFAULT_HANDLE_COLOR }),
    baseboardCut: z.object({ height: z.number(), depth: z.number() }).default({ height: 0, depth: 0 }),
  });
});

/**
 * Migrations: SHELF_MIGRATIONS[n] turns a version-n design into version n+1. Version 0 is the pre-release
 * prototype format, which stored column depths in centimetres (34.2, 47); depths already in millimetres stay.
 */
export const SHELF_MIGRATIONS: Migrations = {
  0: (design) => ({
    ...design,
    columns: Array.isArray(design['columns'])
      ? design['columns'].map((c: unknown) =>
          isObject(c) && typeof c['width'] === 'number' && c['width'] < 100 ? { ...c, width: Math.round(c['width'] * 10) } : c,
        )
      : design['columns'],
  }),
};

/**
 * Legacy lacquer colours become the laminate of their hue on parts that offer only laminate and wood
 * (configurators.md §4), so old designs open with a colour that can still be produced.
 */
function convertLegacyColors(design: ShelfDesign): ShelfDesign {
  const convert = (c: string | undefined): string | undefined =>
    c === undefined ? undefined : (colorConvert(c, CARCASS_COLORS) ?? c);
  const withColor = <T extends { color?: string }>(part: T): T => {
    const next = convert(part.color);
    return next === undefined ? part : { ...part, color: next };
  };
  return {
    ...design,
    columns: design.columns.map((c) => {
      const socle = convert(c.socleColor);
      return {
        ...c,
        boards: c.boards.map(withColor),
        fronts: c.fronts.map(withColor),
        backwalls: c.backwalls.map(withColor),
        wallLeft: withColor(c.wallLeft),
        wallRight: withColor(c.wallRight),
        ...(socle === undefined ? {} : { socleColor: socle }),
      };
    }),
    feet: design.feet.type === 'socle' ? withColor(design.feet) : design.feet,
  };
}

/** Parses untrusted JSON of any known version into a current shelf design, or says what is wrong. */
export function shelfParse(input: unknown): ParseResult<ShelfDesign> {
  const parsed = designParse(input, { furnitureType: 'shelf', current: SHELF_DESIGN_VERSION, migrations: SHELF_MIGRATIONS, schema: shelfDesignSchema });
  return parsed.ok ? { ok: true, design: convertLegacyColors(parsed.design as ShelfDesign) } : parsed;
}

/** Resets the walls to the height of their taller neighbour and makes both sides of a shared wall equal. */
export function syncWalls(columns: ShelfColumn[]): ShelfColumn[] {
  const out = columns.map((c) => ({ ...c, wallLeft: { ...c.wallLeft }, wallRight: { ...c.wallRight } }));
  out.forEach((c, i) => {
    const left = out[i - 1];
    const right = out[i + 1];
    c.wallLeft.heightInSections = Math.max(c.heightInSections, left?.heightInSections ?? 0);
    c.wallRight.heightInSections = Math.max(c.heightInSections, right?.heightInSections ?? 0);
    if (left !== undefined) c.wallLeft = { ...c.wallLeft, color: left.wallRight.color };
  });
  return out;
}

/** A column with bottom and top board and walls as tall as the column. */
export function shelfColumn(
  length: number,
  heightInSections: number,
  options: { width?: number; color?: string; boardEvery?: number } = {},
): ShelfColumn {
  const color = options.color ?? DEFAULT_COLOR;
  const every = options.boardEvery ?? 2;
  const boards: ShelfBoard[] = [];
  for (let s = 0; s < heightInSections; s += every) boards.push({ sectionIndex: s, color });
  boards.push({ sectionIndex: heightInSections, color });
  return {
    length: mm(length),
    width: mm(options.width ?? 342),
    heightInSections,
    boards,
    fronts: [],
    backwalls: [],
    wallLeft: { color, heightInSections },
    wallRight: { color, heightInSections },
  };
}

/** The design a new shelf configurator opens with: three 72.6 cm columns, six sections, on oak legs. */
export function shelfDefaults(): ShelfDesign {
  return {
    furniture_type: 'shelf',
    version: 1,
    columns: [shelfColumn(726, 6), shelfColumn(726, 6), shelfColumn(726, 6)],
    feet: { type: 'straight', color: defaultFeetColor('straight'), platform: false },
    style: 'CLASSYC',
    boardType: 'board',
    scene: 'natural_wood',
    colors: { metalBar: DEFAULT_METAL_BAR_COLOR },
    handle: { type: 'bar', color: DEFAULT_HANDLE_COLOR },
    baseboardCut: { height: 0, depth: 0 },
  };
}

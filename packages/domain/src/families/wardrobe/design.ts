/**
 * The wardrobe design (configurators.md §3 "Wardrobe design"): its type, its Zod schema and its
 * versioned migrations live together, so a stored design of any version can be read.
 */
import { z } from 'zod';
import type { ParseResult } from '../../design/issue.ts';
import { designParse, type Migrations } from '../kit/parse.ts';
import { cm, mm } from '../../units/index.ts';
import type { Centimetres, Millimetres } from '../../units/index.ts';
import type { DesignBase } from '../family.ts';
import { HANDLES, INTERIOR_TYPES, WARDROBE_VERSION } from './constants.ts';
import type { DoorType, Handle, InteriorType } from './constants.ts';

/** One interior part, hung at a hole of the drilling grid of one compartment. */
export interface Interior {
  type: InteriorType;
  /** Hole index on the drilling grid, counted from the lowest hole (46 mm above the interior floor). */
  position: number;
  /** Which corpus of the module (0 for turning doors; 0..2 behind sliding doors). */
  compartment: number;
  /** Colour of boards and drawers; null for metal fittings (rods, lifts, pant hangers). */
  color: string | null;
}

export interface WardrobeModule {
  /** Module width in millimetres. */
  length: Millimetres;
  corpus: { color: string; interiors: Interior[] };
  doors: { type: DoorType; handle: Handle; colors: { body: string; handles: string | null } };
}

export interface WardrobeDesign extends DesignBase {
  furniture_type: 'wardrobe';
  version: 1;
  height: Millimetres;
  /** Outer wall depth; when absent it follows the doors (617 turning only, 647 with sliding doors). */
  depth?: Millimetres;
  modules: WardrobeModule[];
  wallLeft: { color: string };
  wallRight: { color: string };
  /** Optional cut-out for a skirting board, in centimetres (feature 15). */
  baseboardCut?: { height: Centimetres; depth: Centimetres };
}

/** Structure of a current-version design (rules are checked by validate, not here). */
export const wardrobeDesignSchema = z.lazy(() => {
  const millimetres = z.number().finite().transform(mm);
  const centimetres = z.number().finite().transform(cm);

  const interiorSchema = z.object({
    type: z.enum(INTERIOR_TYPES),
    position: z.number().int().nonnegative(),
    // Turning-door modules have one corpus, so older or hand-written designs may omit it.
    compartment: z.number().int().nonnegative().default(0),
    color: z.string().min(1).nullable().default(null),
  });

  const moduleSchema = z.object({
    length: millimetres,
    corpus: z.object({ color: z.string().min(1), interiors: z.array(interiorSchema).default([]) }),
    doors: z.object({
      type: z.enum(['turning', 'sliding']),
      handle: z.enum(HANDLES),
      colors: z.object({ body: z.string().min(1), handles: z.string().min(1).nullable().default(null) }),
    }),
  });
  return z.object({
    furniture_type: z.literal('wardrobe'),
    version: z.literal(WARDROBE_VERSION),
    height: millimetres,
    depth: millimetres.optional(),
    modules: z.array(moduleSchema),
    wallLeft: z.object({ color: z.string().min(1) }),
    wallRight: z.object({ color: z.string().min(1) }),
    baseboardCut: z.object({ height: centimetres, depth: centimetres }).optional(),
  });
});

/**
 * Migrations keyed by the version they read: entry n turns a version-n design into version n+1.
 * Version 1 is the first released schema, so the table is empty; add an entry with each new version.
 */
export const WARDROBE_MIGRATIONS: Migrations = {};

/** Parses untrusted JSON into a current wardrobe design: migrate forward, then check structure. */
export function wardrobeParse(input: unknown, migrations: Migrations = WARDROBE_MIGRATIONS): ParseResult<WardrobeDesign> {
  const result = designParse(input, { furnitureType: 'wardrobe', current: WARDROBE_VERSION, migrations, schema: wardrobeDesignSchema });
  if (!result.ok) return result;
  const d = result.design;
  // Rebuilt field by field so absent optional fields stay absent (not `undefined`) and JSON round-trips.
  const design: WardrobeDesign = {
    furniture_type: 'wardrobe',
    version: 1,
    height: d.height,
    modules: d.modules.map((m) => ({
      length: m.length,
      corpus: { color: m.corpus.color, interiors: m.corpus.interiors.map((i) => ({ ...i })) },
      doors: { type: m.doors.type, handle: m.doors.handle, colors: { body: m.doors.colors.body, handles: m.doors.colors.handles } },
    })),
    wallLeft: { color: d.wallLeft.color },
    wallRight: { color: d.wallRight.color },
  };
  if (d.depth !== undefined) design.depth = d.depth;
  if (d.baseboardCut !== undefined) design.baseboardCut = { height: d.baseboardCut.height, depth: d.baseboardCut.depth };
  return { ok: true, design };
}

/** A new, empty module of a width, with the door type and a handle that width takes. */
export function wardrobeModule(width: number, color = 'white_u11209'): WardrobeModule {
  const sliding = width >= 1600;
  return {
    length: mm(width),
    corpus: { color, interiors: [] },
    doors: { type: sliding ? 'sliding' : 'turning', handle: sliding ? 'nyche' : 'lyne', colors: { body: color, handles: 'aluminium' } },
  };
}

/** The design a new wardrobe configurator opens with: two 1000 mm turning-door modules, 2352 mm tall. */
export function wardrobeDefaults(): WardrobeDesign {
  const module = (): WardrobeModule => ({
    length: mm(1000),
    corpus: {
      color: 'white_u11209',
      interiors: [
        { type: 'board', position: 48, compartment: 0, color: 'white_u11209' },
        { type: 'closet_rod', position: 42, compartment: 0, color: null },
        { type: 'solid_drawer', position: 0, compartment: 0, color: 'white_u11209' },
        { type: 'solid_drawer', position: 6, compartment: 0, color: 'white_u11209' },
      ],
    },
    doors: { type: 'turning', handle: 'lyne', colors: { body: 'white_u11209', handles: 'aluminium' } },
  });
  return {
    furniture_type: 'wardrobe',
    version: 1,
    height: mm(2352),
    modules: [module(), module()],
    wallLeft: { color: 'white_u11209' },
    wallRight: { color: 'white_u11209' },
  };
}

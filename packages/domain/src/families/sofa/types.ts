/**
 * The shared sofa design (flayr, joyn, lyvyn) in the field names of configurators.md §3, and the
 * generic module form pyllow designs are read into, so one layout and one rule set serve all four.
 */
import type { DesignBase } from '../family.ts';

export const MODULE_TYPES = ['base', 'corner', 'edge', 'extension', 'armrest'] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];
export const DIRECTIONS = ['none', 'left', 'right'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** Supported leg types (joyn, lyvyn, pyllow). */
export const LEG_TYPES = ['square', 'slanted', 'corner', 'frame'] as const;
export type SofaLegType = (typeof LEG_TYPES)[number];
/** Legacy leg types and what they become (configurators.md §4). */
export const LEGACY_LEG_TYPES: Readonly<Record<string, SofaLegType>> = {
  straight: 'slanted',
  flat: 'corner',
  narrow: 'corner',
  hairpin: 'corner',
};
export const LEG_HEIGHTS = ['normal', 'high'] as const;
export type SofaLegHeight = (typeof LEG_HEIGHTS)[number];

/** A [left, right] pair, as seen from the front of the sofa. */
export type Pair<T> = [T, T];

export interface SofaModule {
  type: ModuleType;
  direction: Direction;
  /** Armrest widths at the module's left and right end, 0 for none (mm). */
  armrestLength: Pair<number>;
  /** Side panels of a lounge extension, left and right, 0 for none (mm). */
  extensionsLength: Pair<number>;
  moduleLength: number;
  moduleDepth: number;
  moduleHeight: number;
  sleepingMode: boolean;
  ottomanMode: boolean;
  storageMode: boolean;
  /** Lounge extension shape: square (as deep as long) or rectangular (default extension depth). */
  extensionsSquare: boolean;
  backCushionHeight: number;
  /** Derived: the length of each back cushion of the module (kept in sync by apply()). */
  backCushionLength: number;
  /** Lyvyn only, derived: the length of each rounded neck cushion. */
  roundedCushionLength?: number;
  /** Pyllow only: per-module leg type and colours (read from the pyllow module form). */
  legType?: SofaLegType;
  colors?: { armrest: string; backCushion: string; cushion: string };
}

/** Upholstery colour groups, each a [left, right] pair (see docs/decisions.md). */
export interface SofaColors {
  armrest: Pair<string>;
  backCushion: Pair<string>;
  cushion: Pair<string>;
  /** Flayr. */
  base?: Pair<string>;
  /** Flayr. */
  backrest?: Pair<string>;
  /** Joyn and lyvyn: base and backrest together. */
  color?: Pair<string>;
}

export interface SofaLegs {
  height: SofaLegHeight;
  type: SofaLegType;
  color: string;
}

/** The generic sofa design every sofa family is read into. */
export interface SofaDesign extends DesignBase {
  furniture_type: 'flayr' | 'joyn' | 'lyvyn' | 'pyllow';
  version: 1;
  modules: SofaModule[];
  colors: SofaColors;
  legs?: SofaLegs;
}

export type ColorGroup = 'armrest' | 'backrest' | 'backCushion' | 'base' | 'cushion';

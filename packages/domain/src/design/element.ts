import type { Millimetres } from '../units/index.ts';
import type { FurnitureType } from './furniture-type.ts';

/**
 * The generic design element of configurators.md §3. Dimensions are millimetres.
 * `margin_x/y/z` is the position of the element's minimum corner (left, bottom, back) inside the piece,
 * in millimetres, before rotation (see docs/decisions.md).
 */
export interface DesignElement {
  furniture_type: FurnitureType;
  /** Which column / module / section of the piece the element belongs to, e.g. "c0" or "m2". */
  section: string;
  /** Element type, e.g. "board", "wall", "door", "seat". */
  type: string;
  length: Millimetres;
  width: Millimetres;
  height: Millimetres;
  /** Colour id from the catalogue of colours, e.g. "white_u11209". */
  color: string;
  sku?: string;
  cover_sku?: string;
  scene_object_name?: string;
  /** Primitive or procedural shape used to draw it: "box", "cylinder", "cushion", ... */
  shape?: string;
  material?: string;
  /** Deterministic visual variation (wood effect 1–5, cushion variations). */
  variation?: number;
  rotation_x?: number;
  rotation_y?: number;
  rotation_z?: number;
  margin_x: Millimetres;
  margin_y: Millimetres;
  margin_z: Millimetres;
  size_x?: Millimetres;
  size_y?: Millimetres;
  size_z?: Millimetres;
  align_y?: 'bottom' | 'center' | 'top';
  invisible?: boolean;
  /** Instruction label (w s b f d p l t + number), set by labels(). */
  label?: string;
  /** Services attached to the part, e.g. a baseboard cut. */
  services?: ElementService[];
}

export interface ElementService {
  type: 'baseboard_cut';
  height: number;
  depth: number;
}

/** The fields every element must carry unless it has a shape (layout validity, configurators.md §4). */
export const ELEMENT_KEY_FIELDS = ['furniture_type', 'section', 'type', 'length', 'width', 'height', 'color'] as const;

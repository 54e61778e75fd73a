/**
 * Where things are in a shelf, mm: x from the outer face of the left wall, y from the floor,
 * z from the back. Rules, elements and dimensions all measure through these functions.
 */
import type { ShelfColumn, ShelfDesign, ShelfWall } from './design.ts';
import { BOARD_THICKNESS, LEG_TYPE_LIMITS, NO_LEGS_EXTRA_HEIGHT, SECTION_HEIGHT } from './constants.ts';

/** Height of a wall or column of `sections` sections, from the bottom of its bottom board to the top of its top board. */
export function sectionsToHeight(sections: number): number {
  return sections * SECTION_HEIGHT + BOARD_THICKNESS;
}

/** y of the underside of the shelf body: the leg height, or the 7 mm of a hanging shelf. */
export function shelfBaseY(design: ShelfDesign): number {
  return design.feet.type === 'hanging' ? NO_LEGS_EXTRA_HEIGHT : LEG_TYPE_LIMITS[design.feet.type].legHeight;
}

/** x of the left face of wall i (0..columns.length). */
export function shelfWallXs(design: ShelfDesign): number[] {
  const xs = [0];
  let x = 0;
  for (const c of design.columns) {
    x += BOARD_THICKNESS + c.length;
    xs.push(x);
  }
  return xs;
}

/** Total length: columns plus one wall more than columns. */
export function shelfTotalLength(design: ShelfDesign): number {
  return design.columns.reduce((sum, c) => sum + c.length, 0) + (design.columns.length + 1) * BOARD_THICKNESS;
}

export interface PhysicalWall {
  index: number;
  /** Column on the left / right, if any. */
  left: ShelfColumn | undefined;
  right: ShelfColumn | undefined;
  /** The stored wall (column's wallLeft, or the last column's wallRight). */
  wall: ShelfWall;
  heightInSections: number;
  depth: number;
}

/** The physical walls: n columns stand between n + 1 walls; a shared wall is stored on both columns. */
export function shelfWalls(design: ShelfDesign): PhysicalWall[] {
  const cols = design.columns;
  const walls: PhysicalWall[] = [];
  for (let i = 0; i <= cols.length; i++) {
    const left = cols[i - 1];
    const right = cols[i];
    const wall = right?.wallLeft ?? left?.wallRight;
    if (wall === undefined) continue;
    const heightInSections = Math.max(right?.wallLeft.heightInSections ?? 0, left?.wallRight.heightInSections ?? 0);
    const depth = Math.max(left?.width ?? 0, right?.width ?? 0);
    walls.push({ index: i, left, right, wall, heightInSections, depth });
  }
  return walls;
}

/** Tallest wall or column in sections (the leg-type limit applies to it). */
export function shelfMaxSections(design: ShelfDesign): number {
  let max = 0;
  for (const c of design.columns) {
    max = Math.max(max, c.heightInSections, c.wallLeft.heightInSections, c.wallRight.heightInSections);
  }
  return max;
}

/** Total height from the floor (or for hanging shelves: incl. the 7 mm rail) to the top of the highest wall. */
export function shelfTotalHeight(design: ShelfDesign): number {
  return shelfBaseY(design) + sectionsToHeight(shelfMaxSections(design));
}

/** Deepest column, mm. */
export function shelfMaxDepth(design: ShelfDesign): number {
  return design.columns.reduce((max, c) => Math.max(max, c.width), 0);
}

/** Section indexes [from, to) covered by a front or backwall. */
export function spanOf(part: { sectionIndex: number; heightInSections: number }): [number, number] {
  return [part.sectionIndex, part.sectionIndex + part.heightInSections];
}

/** True when two section spans overlap. */
export function spansOverlap(a: [number, number], b: [number, number]): boolean {
  return a[0] < b[1] && b[0] < a[1];
}

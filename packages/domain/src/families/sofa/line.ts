/**
 * A sofa line: every constant of configurators.md §5 and §9 that differs between flayr, joyn,
 * lyvyn and pyllow, plus the geometry we derived from them (docs/decisions.md).
 */
import type { SofaLegHeight, SofaLegType } from './types.ts';

export interface SofaLine {
  furnitureType: 'flayr' | 'joyn' | 'lyvyn' | 'pyllow';
  /** Display name, "Joyn". */
  name: string;
  /** First block of our SKUs, "320". */
  skuPrefix: string;
  /** Field name of the module length in the stored design ("moduleLength", pyllow "length"). */
  lengthField: string;

  seatLengths: readonly number[];
  sleepingLengths: readonly number[];
  /** End modules with a backrest return (direction left/right); empty when the line has none. */
  edgeLengths: readonly number[];
  /** Side of the square corner module, or "depth" when it follows the module depth (flayr). */
  cornerLength: number | 'depth';
  /** Lengths of a lounge module (the seat of an extension). */
  extensionModuleLengths: readonly number[];
  /** Module lengths a lounge extension cannot attach to (pyllow 620). */
  extensionForbiddenLengths: readonly number[];
  /** Side panel widths of a lounge extension. */
  extensionSideLengths: readonly number[];
  /** Depth added in front by a rectangular lounge extension. */
  extensionDepth: number;
  allowSquareExtension: boolean;
  armrestLengths: readonly number[];
  defaultArmrestLength: number;
  oneCushionModules: readonly number[];
  oneCushionEnds: readonly number[];
  /** Depths with their option text; the first is the default unless `defaultDepth` says otherwise. */
  depths: readonly { value: number; text: string }[];
  defaultDepth: number;
  /** Module heights (flayr 390/450); one entry for lines with a fixed height. */
  heights: readonly number[];
  defaultHeight: number;
  backCushionHeights: readonly { value: number; text: string }[];
  defaultBackCushionHeight: number;
  ottomans: readonly { length: number; depth: number }[];
  /** Flayr: open storage modules, square, these sides. Others: a storage box under the seat. */
  storageModuleSizes: readonly number[];
  /** Seat lengths that may hold a storage box under the seat (lines without storage modules). */
  storageSeatLengths: readonly number[];
  defaultModuleLength: number;
  defaultColor: string;

  /** Legs: joyn and lyvyn (per design), pyllow (per module, fixed height), flayr none (glides). */
  legs: 'design' | 'module' | 'none';
  legHeights: Readonly<Record<SofaLegHeight, number>>;
  defaultLegs: { height: SofaLegHeight; type: SofaLegType; color: string };
  /** Extra inset of legs per type (slanted 34.4; lyvyn corner -5). */
  legOffsets: Partial<Record<SofaLegType, number>>;
  /** Height of the glides under lines without legs. */
  glideHeight: number;
  roundedCushions: boolean;

  geometry: {
    baseHeight(moduleHeight: number): number;
    backrestHeight(moduleHeight: number): number;
    armrestHeight(moduleHeight: number): number;
    seatCushionHeight: number;
    backrestDepth: number;
    backCushionThickness: number;
    /** Flayr's back cushions stand on the seat cushion; the others stand on the base behind it. */
    backCushionOnSeat: boolean;
    roundedCushionSize: number;
  };
  /** Advertised seat heights (normal, high) for product information. */
  seatHeights: readonly [number, number];
  /** Shipping days of the line. */
  shippingDays: number;
}

/** The fields `sofaLine` fills in when a line leaves them out. */
type CommonLineField =
  | 'allowSquareExtension'
  | 'defaultBackCushionHeight'
  | 'defaultDepth'
  | 'defaultHeight'
  | 'extensionForbiddenLengths'
  | 'glideHeight'
  | 'roundedCushions'
  | 'storageModuleSizes'
  | 'storageSeatLengths';
type CommonGeometryField = 'backCushionOnSeat' | 'backrestHeight' | 'roundedCushionSize';

/** A line as written: what makes it itself, the common answers optional. */
export type SofaLineSpec = Omit<SofaLine, CommonLineField | 'geometry'> &
  Partial<Pick<SofaLine, CommonLineField>> & {
    geometry: Omit<SofaLine['geometry'], CommonGeometryField> & Partial<Pick<SofaLine['geometry'], CommonGeometryField>>;
  };

function first<T>(list: readonly T[], what: string): T {
  const value = list[0];
  if (value === undefined) throw new Error(`a sofa line needs at least one ${what}`);
  return value;
}

/**
 * A sofa line from its spec. Left out: the first depth, height and back cushion height are the
 * defaults; no module length forbids a lounge, no square lounge; neither open storage modules nor
 * storage boxes; no glides; no rounded neck cushions; the backrest as high as the module; back cushions
 * on the base.
 */
export function sofaLine(spec: SofaLineSpec): SofaLine {
  return {
    allowSquareExtension: false,
    defaultBackCushionHeight: first(spec.backCushionHeights, 'back cushion height').value,
    defaultDepth: first(spec.depths, 'depth').value,
    defaultHeight: first(spec.heights, 'height'),
    extensionForbiddenLengths: [],
    glideHeight: 0,
    roundedCushions: false,
    storageModuleSizes: [],
    storageSeatLengths: [],
    ...spec,
    geometry: { backCushionOnSeat: false, backrestHeight: (moduleHeight) => moduleHeight, roundedCushionSize: 0, ...spec.geometry },
  };
}

/** A line's ottomans: one per length, each `depth` deep, or square when no depth is given. */
export function sofaOttomans(lengths: readonly number[], depth?: number): SofaLine['ottomans'] {
  return lengths.map((length) => ({ length, depth: depth ?? length }));
}

/** Side of the corner module for a given module depth. */
export function lineCornerLength(line: SofaLine, depth: number): number {
  return line.cornerLength === 'depth' ? depth : line.cornerLength;
}

/** Leg height in mm of a line for the chosen height. */
export function lineLegHeight(line: SofaLine, height: SofaLegHeight): number {
  return line.legHeights[height];
}

/**
 * The shelf rules of configurators.md §5 and §9, each with a stable code, the path of the field
 * that breaks it and a sentence telling the person what to change.
 */
import type { ValidationResult } from '../../design/issue.ts';
import { baseboardCutCheck } from '../kit/features.ts';
import { IssueList } from '../kit/issues.ts';
import type { AssemblyRecommendation } from '../family.ts';
import type { ShelfColumn, ShelfDesign } from './design.ts';
import {
  ASSEMBLY_RECOMMENDED_ABOVE,
  BACKWALL_SECTIONS,
  CARCASS_COLORS,
  COLUMN_LENGTH_MAX,
  COLUMN_LENGTH_MIN,
  DEPTHS,
  DOOR_SECTIONS,
  DRAWER_SECTIONS,
  FEET_COLORS,
  HANDLE_COLORS,
  HEIGHT_WARNING_ABOVE,
  HEIGHTS_IN_SECTIONS,
  LEG_TYPE_LIMITS,
  MAX_COLUMNS,
  MAX_SECTIONS,
  METAL_BAR_COLORS,
  METAL_BAR_LENGTHS,
  MODULE_WIDTHS,
  STYLES,
  TOTAL_LENGTH_MAX_EXCLUSIVE,
  TOTAL_LENGTH_MIN_EXCLUSIVE,
} from './constants.ts';
import { shelfMaxSections, shelfTotalHeight, shelfTotalLength, shelfWalls, spanOf, spansOverlap } from './geometry.ts';
import { SHELF_ISSUES } from './messages.ts';

/** A length in millimetres, worded in centimetres as the shelf's options are. */
const cm = (millimetres: number) => ({ cm: millimetres / 10 });

/** The part a colour belongs to: its kind, and the column or wall it is in. */
type Part = { part: string; column?: number; wall?: number };

/** True when a column length is a standard module width or inside the continuous range. */
export function columnLengthIsValid(length: number): boolean {
  return (
    Number.isInteger(length) &&
    ((MODULE_WIDTHS as readonly number[]).includes(length) || (length >= COLUMN_LENGTH_MIN && length <= COLUMN_LENGTH_MAX))
  );
}

/** Checks a part colour: missing falls back to oak (warning), unknown to this part is an error. */
function colorCheck(issues: IssueList, path: string, color: string | undefined, allowed: readonly string[], part: Part): void {
  if (color === undefined || color === '') issues.warn(path, 'color.missing', part);
  else if (!allowed.includes(color)) issues.error(path, 'color.notAllowed', { ...part, color: { color } });
}

function validateColumn(design: ShelfDesign, column: ShelfColumn, i: number, issues: IssueList): void {
  const p = `columns.${i}`;
  const n = i + 1;
  if (!columnLengthIsValid(column.length)) {
    issues.error(`${p}.length`, 'column.length', { column: n, width: cm(column.length), standard: cm(MODULE_WIDTHS[0]), min: cm(COLUMN_LENGTH_MIN), max: cm(COLUMN_LENGTH_MAX) });
  }
  if (!(DEPTHS as readonly number[]).includes(column.width)) {
    issues.error(`${p}.width`, 'column.depth', { column: n, depth: cm(column.width), depths: { anyOf: DEPTHS.map(cm) } });
  }
  if (!(HEIGHTS_IN_SECTIONS as readonly number[]).includes(column.heightInSections)) {
    issues.error(`${p}.heightInSections`, 'column.height', { column: n, sections: column.heightInSections, heights: { anyOf: HEIGHTS_IN_SECTIONS } });
  }
  if (design.boardType === 'metalBar' && METAL_BAR_LENGTHS[column.length] === undefined) {
    issues.error(`${p}.length`, 'metalBar.width', { widths: { anyOf: MODULE_WIDTHS.map(cm) }, column: n });
  }

  const h = column.heightInSections;
  const seen = new Set<number>();
  column.boards.forEach((b, j) => {
    const bp = `${p}.boards.${j}`;
    if (!Number.isInteger(b.sectionIndex) || b.sectionIndex < 0 || b.sectionIndex > h) {
      issues.error(`${bp}.sectionIndex`, 'board.range', { column: n, section: b.sectionIndex, sections: h });
    } else if (seen.has(b.sectionIndex)) {
      issues.error(`${bp}.sectionIndex`, 'board.duplicate', { column: n, section: b.sectionIndex });
    }
    seen.add(b.sectionIndex);
    colorCheck(issues, `${bp}.color`, b.color, CARCASS_COLORS, { part: 'board', column: n });
  });
  if (!seen.has(0)) issues.error(`${p}.boards`, 'board.bottom', { column: n });
  if (!seen.has(h)) issues.error(`${p}.boards`, 'board.top', { column: n, section: h });

  column.fronts.forEach((f, j) => {
    const fp = `${p}.fronts.${j}`;
    const kind = f.type === 'door' ? 'door' : 'drawer';
    const sizes: readonly number[] = f.type === 'door' ? DOOR_SECTIONS : DRAWER_SECTIONS;
    if (!sizes.includes(f.heightInSections)) {
      issues.error(`${fp}.heightInSections`, 'front.size', { kind, column: n, sections: f.heightInSections, sizes: { anyOf: sizes } });
    }
    const [from, to] = spanOf(f);
    if (!Number.isInteger(from) || from < 0 || to > h) {
      issues.error(`${fp}.sectionIndex`, 'front.range', { kind, column: n, from, to, sections: h });
    }
    column.fronts.forEach((g, k) => {
      if (k > j && spansOverlap(spanOf(f), spanOf(g))) {
        issues.error(`${p}.fronts.${k}.sectionIndex`, 'front.overlap', { column: n, from: Math.max(from, g.sectionIndex), to: Math.min(to, g.sectionIndex + g.heightInSections) });
      }
    });
    if (f.type === 'drawer') {
      const inside = column.boards.find((b) => b.sectionIndex > from && b.sectionIndex < to);
      if (inside !== undefined) issues.error(`${fp}.sectionIndex`, 'front.drawerBoard', { section: inside.sectionIndex, column: n });
    }
    colorCheck(issues, `${fp}.color`, f.color, CARCASS_COLORS, { part: kind, column: n });
    if (f.handle.type !== 'none') colorCheck(issues, `${fp}.handle.color`, f.handle.color, HANDLE_COLORS, { part: `${kind}Handle`, column: n });
  });

  column.backwalls.forEach((b, j) => {
    const bp = `${p}.backwalls.${j}`;
    if (!(BACKWALL_SECTIONS as readonly number[]).includes(b.heightInSections)) {
      issues.error(`${bp}.heightInSections`, 'backwall.size', { column: n, sections: b.heightInSections, sizes: { anyOf: BACKWALL_SECTIONS } });
    }
    const [from, to] = spanOf(b);
    if (!Number.isInteger(from) || from < 0 || to > h) issues.error(`${bp}.sectionIndex`, 'backwall.range', { column: n, from, to, sections: h });
    column.backwalls.forEach((c, k) => {
      if (k > j && spansOverlap(spanOf(b), spanOf(c))) issues.error(`${p}.backwalls.${k}.sectionIndex`, 'backwall.overlap', { column: n });
    });
    colorCheck(issues, `${bp}.color`, b.color, CARCASS_COLORS, { part: 'backwall', column: n });
  });

  if (column.socleColor !== undefined) {
    if (design.feet.type !== 'socle' || design.feet.platform) {
      issues.error(`${p}.socleColor`, 'socle.color', { column: n });
    } else {
      colorCheck(issues, `${p}.socleColor`, column.socleColor, FEET_COLORS.socle, { part: 'columnSocle', column: n });
    }
  }
}

/** Checks every shelf rule of configurators.md §5 and §9. */
export function shelfValidate(design: ShelfDesign): ValidationResult {
  const issues = new IssueList('shelf', SHELF_ISSUES);
  const n = design.columns.length;
  if (n < 1) issues.error('columns', 'columns.min');
  if (n > MAX_COLUMNS) issues.error('columns', 'columns.max', { max: MAX_COLUMNS, excess: n - MAX_COLUMNS });

  design.columns.forEach((c, i) => validateColumn(design, c, i, issues));

  for (const w of shelfWalls(design)) {
    const path = w.right === undefined ? `columns.${w.index - 1}.wallRight` : `columns.${w.index}.wallLeft`;
    if (w.left !== undefined && w.right !== undefined) {
      const a = w.left.wallRight;
      const b = w.right.wallLeft;
      if (a.heightInSections !== b.heightInSections || a.color !== b.color) {
        issues.error(path, 'wall.mismatch', { left: w.index, right: w.index + 1 });
      }
    }
    const needed = Math.max(w.left?.heightInSections ?? 0, w.right?.heightInSections ?? 0);
    if (w.heightInSections < needed) {
      issues.error(`${path}.heightInSections`, 'wall.tooLow', { wall: w.index + 1, sections: w.heightInSections, needed });
    }
    if (w.heightInSections > MAX_SECTIONS) issues.error(`${path}.heightInSections`, 'wall.tooHigh', { wall: w.index + 1, sections: w.heightInSections, max: MAX_SECTIONS });
    colorCheck(issues, `${path}.color`, w.wall.color, CARCASS_COLORS, { part: 'wall', wall: w.index + 1 });
  }

  if (n >= 1) {
    const length = shelfTotalLength(design);
    if (length <= TOTAL_LENGTH_MIN_EXCLUSIVE) {
      issues.error('columns', 'length.min', { length: cm(length), min: cm(TOTAL_LENGTH_MIN_EXCLUSIVE) });
    }
    if (length >= TOTAL_LENGTH_MAX_EXCLUSIVE) issues.error('columns', 'length.max', { length: cm(length), max: cm(TOTAL_LENGTH_MAX_EXCLUSIVE) });
    const limits = LEG_TYPE_LIMITS[design.feet.type];
    const mounting = { mounting: design.feet.type === 'hanging' || design.feet.type === 'socle' ? design.feet.type : 'legs', legType: { term: `legType.${design.feet.type}` } };
    if (length < limits.minLength || length > limits.maxLength) {
      issues.error('feet.type', 'legs.length', { ...mounting, min: cm(limits.minLength), max: cm(limits.maxLength), length: cm(length) });
    }
    const sections = shelfMaxSections(design);
    if (sections > limits.maxSections) issues.error('feet.type', 'legs.sections', { ...mounting, max: limits.maxSections, sections });
    const height = shelfTotalHeight(design);
    if (height > HEIGHT_WARNING_ABOVE) issues.warn('columns', 'height.warning', { height: cm(height), limit: cm(HEIGHT_WARNING_ABOVE) });
  }

  if (STYLES[design.style] !== design.feet.type) {
    issues.error('style', 'style.legType', { style: design.style });
  }
  if (design.feet.platform && design.feet.type !== 'socle') issues.error('feet.platform', 'feet.platform');
  colorCheck(issues, 'feet.color', design.feet.color, FEET_COLORS[design.feet.type], { part: design.feet.type === 'hanging' || design.feet.type === 'socle' ? design.feet.type : 'legs' });
  if (design.boardType === 'metalBar') colorCheck(issues, 'colors.metalBar', design.colors.metalBar, METAL_BAR_COLORS, { part: 'metalBars' });
  if (design.handle.type !== 'none' && design.handle.color !== undefined && !(HANDLE_COLORS as readonly string[]).includes(design.handle.color)) {
    issues.error('handle.color', 'color.notAllowed', { part: 'handles', color: { color: design.handle.color } });
  }

  const cut = design.baseboardCut;
  baseboardCutCheck(cut, issues);
  if (cut.height > 0 && design.feet.type === 'hanging') {
    issues.error('baseboardCut', 'baseboardCut.hanging');
  }
  return issues.result();
}

/** Assembly recommendation of shop.md §9: strongly for hanging shelves and wall extensions, else above 1.5 m. */
export function shelfAssemblyRecommendation(design: ShelfDesign): AssemblyRecommendation {
  const hasExtension = shelfWalls(design).some(
    (w) => w.heightInSections > Math.max(w.left?.heightInSections ?? 0, w.right?.heightInSections ?? 0),
  );
  if (design.feet.type === 'hanging' || hasExtension) return 'strongly_recommended';
  if (shelfTotalLength(design) > ASSEMBLY_RECOMMENDED_ABOVE || shelfTotalHeight(design) > ASSEMBLY_RECOMMENDED_ABOVE) {
    return 'recommended';
  }
  return 'none';
}

/**
 * The shelf rules of configurators.md §5 and §9, each with a stable code, the path of the field
 * that breaks it and a sentence telling the person what to change.
 */
import type { DesignIssue, ValidationResult } from '../../design/issue.ts';
import type { AssemblyRecommendation } from '../family.ts';
import type { ShelfColumn, ShelfDesign } from './design.ts';
import {
  ASSEMBLY_RECOMMENDED_ABOVE,
  BACKWALL_SECTIONS,
  BASEBOARD_CUT_DEPTHS,
  BASEBOARD_CUT_HEIGHTS,
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

const cm = (millimetres: number): string => `${millimetres / 10} cm`;
const list = (values: readonly (number | string)[]): string =>
  values.length <= 1 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

/** True when a column length is a standard module width or inside the continuous range. */
export function columnLengthIsValid(length: number): boolean {
  return (
    Number.isInteger(length) &&
    ((MODULE_WIDTHS as readonly number[]).includes(length) || (length >= COLUMN_LENGTH_MIN && length <= COLUMN_LENGTH_MAX))
  );
}

class Issues {
  readonly errors: DesignIssue[] = [];
  readonly warnings: DesignIssue[] = [];
  error(path: string, code: string, message: string): void {
    this.errors.push({ path, code, message });
  }
  warn(path: string, code: string, message: string): void {
    this.warnings.push({ path, code, message });
  }
  /** Checks a part colour: missing falls back to oak (warning), unknown to this part is an error. */
  color(path: string, color: string | undefined, allowed: readonly string[], part: string): void {
    if (color === undefined || color === '') {
      this.warn(path, 'shelf.color.missing', `The ${part} has no colour and is shown in oak; choose a colour for it.`);
    } else if (!allowed.includes(color)) {
      this.error(path, 'shelf.color.notAllowed', `The colour "${color}" is not available for the ${part}; choose another colour.`);
    }
  }
}

function validateColumn(design: ShelfDesign, column: ShelfColumn, i: number, issues: Issues): void {
  const p = `columns.${i}`;
  const name = `Column ${i + 1}`;
  if (!columnLengthIsValid(column.length)) {
    issues.error(
      `${p}.length`,
      'shelf.column.length',
      `${name} is ${cm(column.length)} wide; choose ${cm(MODULE_WIDTHS[0])} or a width from ${cm(COLUMN_LENGTH_MIN)} to ${cm(COLUMN_LENGTH_MAX)}.`,
    );
  }
  if (!(DEPTHS as readonly number[]).includes(column.width)) {
    issues.error(`${p}.width`, 'shelf.column.depth', `${name} is ${cm(column.width)} deep; choose a depth of ${list(DEPTHS.map(cm))}.`);
  }
  if (!(HEIGHTS_IN_SECTIONS as readonly number[]).includes(column.heightInSections)) {
    issues.error(
      `${p}.heightInSections`,
      'shelf.column.height',
      `${name} is ${column.heightInSections} sections high; choose ${list(HEIGHTS_IN_SECTIONS)} sections.`,
    );
  }
  if (design.boardType === 'metalBar' && METAL_BAR_LENGTHS[column.length] === undefined) {
    issues.error(
      `${p}.length`,
      'shelf.metalBar.width',
      `Metal bars come only for ${list(MODULE_WIDTHS.map(cm))} columns; change ${name}'s width or use boards.`,
    );
  }

  const h = column.heightInSections;
  const seen = new Set<number>();
  column.boards.forEach((b, j) => {
    const bp = `${p}.boards.${j}`;
    if (!Number.isInteger(b.sectionIndex) || b.sectionIndex < 0 || b.sectionIndex > h) {
      issues.error(`${bp}.sectionIndex`, 'shelf.board.range', `A board of ${name} sits at section ${b.sectionIndex}, outside the column (0 to ${h}); remove it.`);
    } else if (seen.has(b.sectionIndex)) {
      issues.error(`${bp}.sectionIndex`, 'shelf.board.duplicate', `${name} has two boards at section ${b.sectionIndex}; remove one.`);
    }
    seen.add(b.sectionIndex);
    issues.color(`${bp}.color`, b.color, CARCASS_COLORS, `board of ${name}`);
  });
  if (!seen.has(0)) issues.error(`${p}.boards`, 'shelf.board.bottom', `${name} needs a bottom board; add a board at section 0.`);
  if (!seen.has(h)) issues.error(`${p}.boards`, 'shelf.board.top', `${name} needs a top board; add a board at section ${h}.`);

  column.fronts.forEach((f, j) => {
    const fp = `${p}.fronts.${j}`;
    const kind = f.type === 'door' ? 'door' : 'drawer';
    const sizes: readonly number[] = f.type === 'door' ? DOOR_SECTIONS : DRAWER_SECTIONS;
    if (!sizes.includes(f.heightInSections)) {
      issues.error(`${fp}.heightInSections`, 'shelf.front.size', `A ${kind} of ${name} is ${f.heightInSections} sections high; ${kind}s come in ${list(sizes)} sections.`);
    }
    const [from, to] = spanOf(f);
    if (!Number.isInteger(from) || from < 0 || to > h) {
      issues.error(`${fp}.sectionIndex`, 'shelf.front.range', `A ${kind} of ${name} reaches outside the column (sections ${from} to ${to} of ${h}); move or shorten it.`);
    }
    column.fronts.forEach((g, k) => {
      if (k > j && spansOverlap(spanOf(f), spanOf(g))) {
        issues.error(`${p}.fronts.${k}.sectionIndex`, 'shelf.front.overlap', `Two fronts of ${name} overlap at sections ${Math.max(from, g.sectionIndex)} to ${Math.min(to, g.sectionIndex + g.heightInSections)}; delete one.`);
      }
    });
    if (f.type === 'drawer') {
      const inside = column.boards.find((b) => b.sectionIndex > from && b.sectionIndex < to);
      if (inside !== undefined) {
        issues.error(`${fp}.sectionIndex`, 'shelf.front.drawerBoard', `The board at section ${inside.sectionIndex} of ${name} is in the way of a drawer; delete the board or the drawer.`);
      }
    }
    issues.color(`${fp}.color`, f.color, CARCASS_COLORS, `${kind} of ${name}`);
    if (f.handle.type !== 'none') issues.color(`${fp}.handle.color`, f.handle.color, HANDLE_COLORS, `handle of a ${kind} of ${name}`);
  });

  column.backwalls.forEach((b, j) => {
    const bp = `${p}.backwalls.${j}`;
    if (!(BACKWALL_SECTIONS as readonly number[]).includes(b.heightInSections)) {
      issues.error(`${bp}.heightInSections`, 'shelf.backwall.size', `A backwall of ${name} is ${b.heightInSections} sections high; backwalls come in ${list(BACKWALL_SECTIONS)} sections.`);
    }
    const [from, to] = spanOf(b);
    if (!Number.isInteger(from) || from < 0 || to > h) {
      issues.error(`${bp}.sectionIndex`, 'shelf.backwall.range', `A backwall of ${name} reaches outside the column (sections ${from} to ${to} of ${h}); move or shorten it.`);
    }
    column.backwalls.forEach((c, k) => {
      if (k > j && spansOverlap(spanOf(b), spanOf(c))) {
        issues.error(`${p}.backwalls.${k}.sectionIndex`, 'shelf.backwall.overlap', `Two backwalls of ${name} overlap; delete one.`);
      }
    });
    issues.color(`${bp}.color`, b.color, CARCASS_COLORS, `backwall of ${name}`);
  });

  if (column.socleColor !== undefined) {
    if (design.feet.type !== 'socle' || design.feet.platform) {
      issues.error(`${p}.socleColor`, 'shelf.socle.color', `${name} has its own socle colour, which only a socle without platform has; remove it.`);
    } else {
      issues.color(`${p}.socleColor`, column.socleColor, FEET_COLORS.socle, `socle of ${name}`);
    }
  }
}

/** Checks every shelf rule of configurators.md §5 and §9. */
export function validateShelf(design: ShelfDesign): ValidationResult {
  const issues = new Issues();
  const n = design.columns.length;
  if (n < 1) issues.error('columns', 'shelf.columns.min', 'A shelf needs at least one column; add a column.');
  if (n > MAX_COLUMNS) issues.error('columns', 'shelf.columns.max', `A shelf has at most ${MAX_COLUMNS} columns; remove ${n - MAX_COLUMNS}.`);

  design.columns.forEach((c, i) => validateColumn(design, c, i, issues));

  for (const w of shelfWalls(design)) {
    const path = w.right === undefined ? `columns.${w.index - 1}.wallRight` : `columns.${w.index}.wallLeft`;
    if (w.left !== undefined && w.right !== undefined) {
      const a = w.left.wallRight;
      const b = w.right.wallLeft;
      if (a.heightInSections !== b.heightInSections || a.color !== b.color) {
        issues.error(path, 'shelf.wall.mismatch', `Columns ${w.index} and ${w.index + 1} describe their shared wall differently; set the same height and colour on both.`);
      }
    }
    const needed = Math.max(w.left?.heightInSections ?? 0, w.right?.heightInSections ?? 0);
    if (w.heightInSections < needed) {
      issues.error(`${path}.heightInSections`, 'shelf.wall.tooLow', `Wall ${w.index + 1} is ${w.heightInSections} sections high but must reach the top board at ${needed} sections; raise it.`);
    }
    if (w.heightInSections > MAX_SECTIONS) {
      issues.error(`${path}.heightInSections`, 'shelf.wall.tooHigh', `Wall ${w.index + 1} is ${w.heightInSections} sections high; a wall has at most ${MAX_SECTIONS}.`);
    }
    issues.color(`${path}.color`, w.wall.color, CARCASS_COLORS, `wall ${w.index + 1}`);
  }

  if (n >= 1) {
    const length = shelfTotalLength(design);
    if (length <= TOTAL_LENGTH_MIN_EXCLUSIVE) {
      issues.error('columns', 'shelf.length.min', `The shelf is ${cm(length)} long; it must be longer than ${cm(TOTAL_LENGTH_MIN_EXCLUSIVE)}. Widen a column or add one.`);
    }
    if (length >= TOTAL_LENGTH_MAX_EXCLUSIVE) {
      issues.error('columns', 'shelf.length.max', `The shelf is ${cm(length)} long; it must be shorter than ${cm(TOTAL_LENGTH_MAX_EXCLUSIVE)}. Narrow or remove a column.`);
    }
    const limits = LEG_TYPE_LIMITS[design.feet.type];
    const legName =
      design.feet.type === 'hanging' ? 'A hanging shelf' : design.feet.type === 'socle' ? 'A shelf on a socle' : `A shelf on ${design.feet.type} legs`;
    if (length < limits.minLength || length > limits.maxLength) {
      issues.error('feet.type', 'shelf.legs.length', `${legName} must be ${cm(limits.minLength)} to ${cm(limits.maxLength)} long, this one is ${cm(length)}; change its width or choose other legs.`);
    }
    const sections = shelfMaxSections(design);
    if (sections > limits.maxSections) {
      issues.error('feet.type', 'shelf.legs.sections', `${legName} can be at most ${limits.maxSections} sections high, this one is ${sections}; lower it or choose other legs.`);
    }
    const height = shelfTotalHeight(design);
    if (height > HEIGHT_WARNING_ABOVE) {
      issues.warn('columns', 'shelf.height.warning', `The shelf is ${cm(height)} high; above ${cm(HEIGHT_WARNING_ABOVE)} it must be fixed to the wall and may not fit under your ceiling.`);
    }
  }

  if (STYLES[design.style] !== design.feet.type) {
    issues.error('style', 'shelf.style.legType', `The style ${design.style} stands on ${STYLES[design.style]} feet, not ${design.feet.type}; choose the style again.`);
  }
  if (design.feet.platform && design.feet.type !== 'socle') {
    issues.error('feet.platform', 'shelf.feet.platform', 'Only a socle can be a platform; switch the platform off or choose the socle.');
  }
  issues.color('feet.color', design.feet.color, FEET_COLORS[design.feet.type], `${design.feet.type === 'hanging' ? 'hanging fittings' : design.feet.type === 'socle' ? 'socle' : 'legs'}`);
  if (design.boardType === 'metalBar') issues.color('colors.metalBar', design.colors.metalBar, METAL_BAR_COLORS, 'metal bars');
  if (design.handle.type !== 'none' && design.handle.color !== undefined && !(HANDLE_COLORS as readonly string[]).includes(design.handle.color)) {
    issues.error('handle.color', 'shelf.color.notAllowed', `The colour "${design.handle.color}" is not available for handles; choose another colour.`);
  }

  const cut = design.baseboardCut;
  if (!(BASEBOARD_CUT_HEIGHTS as readonly number[]).includes(cut.height)) {
    issues.error('baseboardCut.height', 'shelf.baseboardCut.height', `A baseboard cut is ${list(BASEBOARD_CUT_HEIGHTS)} cm high; choose one of these.`);
  }
  if (!(BASEBOARD_CUT_DEPTHS as readonly number[]).includes(cut.depth)) {
    issues.error('baseboardCut.depth', 'shelf.baseboardCut.depth', `A baseboard cut is ${list(BASEBOARD_CUT_DEPTHS)} cm deep; choose one of these.`);
  }
  if ((cut.height === 0) !== (cut.depth === 0)) {
    issues.error('baseboardCut', 'shelf.baseboardCut.partial', 'A baseboard cut needs both a height and a depth; set both, or set both to 0 for no cut.');
  }
  if (cut.height > 0 && design.feet.type === 'hanging') {
    issues.error('baseboardCut', 'shelf.baseboardCut.hanging', 'A hanging shelf does not touch the floor and needs no baseboard cut; remove the cut.');
  }
  return { errors: issues.errors, warnings: issues.warnings };
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

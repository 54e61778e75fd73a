/**
 * The shelf rules of configurators.md §5 and §9, each with a stable code, the path of the field
 * that breaks it and a sentence telling the person what to change.
 */
import type { ValidationResult } from '../../design/issue.ts';
import { baseboardCutCheck } from '../kit/features.ts';
import { IssueList, listOr } from '../kit/issues.ts';
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

const cm = (millimetres: number): string => `${millimetres / 10} cm`;

/** True when a column length is a standard module width or inside the continuous range. */
export function columnLengthIsValid(length: number): boolean {
  return (
    Number.isInteger(length) &&
    ((MODULE_WIDTHS as readonly number[]).includes(length) || (length >= COLUMN_LENGTH_MIN && length <= COLUMN_LENGTH_MAX))
  );
}

/** Checks a part colour: missing falls back to oak (warning), unknown to this part is an error. */
function colorCheck(issues: IssueList, path: string, color: string | undefined, allowed: readonly string[], part: string): void {
  if (color === undefined || color === '') {
    issues.warn(path, 'color.missing', `The ${part} has no colour and is shown in oak; choose a colour for it.`);
  } else if (!allowed.includes(color)) {
    issues.error(path, 'color.notAllowed', `The colour "${color}" is not available for the ${part}; choose another colour.`);
  }
}

function validateColumn(design: ShelfDesign, column: ShelfColumn, i: number, issues: IssueList): void {
  const p = `columns.${i}`;
  const name = `Column ${i + 1}`;
  if (!columnLengthIsValid(column.length)) {
    issues.error(
      `${p}.length`,
      'column.length',
      `${name} is ${cm(column.length)} wide; choose ${cm(MODULE_WIDTHS[0])} or a width from ${cm(COLUMN_LENGTH_MIN)} to ${cm(COLUMN_LENGTH_MAX)}.`,
    );
  }
  if (!(DEPTHS as readonly number[]).includes(column.width)) {
    issues.error(`${p}.width`, 'column.depth', `${name} is ${cm(column.width)} deep; choose a depth of ${listOr(DEPTHS.map(cm))}.`);
  }
  if (!(HEIGHTS_IN_SECTIONS as readonly number[]).includes(column.heightInSections)) {
    issues.error(
      `${p}.heightInSections`,
      'column.height',
      `${name} is ${column.heightInSections} sections high; choose ${listOr(HEIGHTS_IN_SECTIONS)} sections.`,
    );
  }
  if (design.boardType === 'metalBar' && METAL_BAR_LENGTHS[column.length] === undefined) {
    issues.error(
      `${p}.length`,
      'metalBar.width',
      `Metal bars come only for ${listOr(MODULE_WIDTHS.map(cm))} columns; change ${name}'s width or use boards.`,
    );
  }

  const h = column.heightInSections;
  const seen = new Set<number>();
  column.boards.forEach((b, j) => {
    const bp = `${p}.boards.${j}`;
    if (!Number.isInteger(b.sectionIndex) || b.sectionIndex < 0 || b.sectionIndex > h) {
      issues.error(`${bp}.sectionIndex`, 'board.range', `A board of ${name} sits at section ${b.sectionIndex}, outside the column (0 to ${h}); remove it.`);
    } else if (seen.has(b.sectionIndex)) {
      issues.error(`${bp}.sectionIndex`, 'board.duplicate', `${name} has two boards at section ${b.sectionIndex}; remove one.`);
    }
    seen.add(b.sectionIndex);
    colorCheck(issues, `${bp}.color`, b.color, CARCASS_COLORS, `board of ${name}`);
  });
  if (!seen.has(0)) issues.error(`${p}.boards`, 'board.bottom', `${name} needs a bottom board; add a board at section 0.`);
  if (!seen.has(h)) issues.error(`${p}.boards`, 'board.top', `${name} needs a top board; add a board at section ${h}.`);

  column.fronts.forEach((f, j) => {
    const fp = `${p}.fronts.${j}`;
    const kind = f.type === 'door' ? 'door' : 'drawer';
    const sizes: readonly number[] = f.type === 'door' ? DOOR_SECTIONS : DRAWER_SECTIONS;
    if (!sizes.includes(f.heightInSections)) {
      issues.error(`${fp}.heightInSections`, 'front.size', `A ${kind} of ${name} is ${f.heightInSections} sections high; ${kind}s come in ${listOr(sizes)} sections.`);
    }
    const [from, to] = spanOf(f);
    if (!Number.isInteger(from) || from < 0 || to > h) {
      issues.error(`${fp}.sectionIndex`, 'front.range', `A ${kind} of ${name} reaches outside the column (sections ${from} to ${to} of ${h}); move or shorten it.`);
    }
    column.fronts.forEach((g, k) => {
      if (k > j && spansOverlap(spanOf(f), spanOf(g))) {
        issues.error(`${p}.fronts.${k}.sectionIndex`, 'front.overlap', `Two fronts of ${name} overlap at sections ${Math.max(from, g.sectionIndex)} to ${Math.min(to, g.sectionIndex + g.heightInSections)}; delete one.`);
      }
    });
    if (f.type === 'drawer') {
      const inside = column.boards.find((b) => b.sectionIndex > from && b.sectionIndex < to);
      if (inside !== undefined) {
        issues.error(`${fp}.sectionIndex`, 'front.drawerBoard', `The board at section ${inside.sectionIndex} of ${name} is in the way of a drawer; delete the board or the drawer.`);
      }
    }
    colorCheck(issues, `${fp}.color`, f.color, CARCASS_COLORS, `${kind} of ${name}`);
    if (f.handle.type !== 'none') colorCheck(issues, `${fp}.handle.color`, f.handle.color, HANDLE_COLORS, `handle of a ${kind} of ${name}`);
  });

  column.backwalls.forEach((b, j) => {
    const bp = `${p}.backwalls.${j}`;
    if (!(BACKWALL_SECTIONS as readonly number[]).includes(b.heightInSections)) {
      issues.error(`${bp}.heightInSections`, 'backwall.size', `A backwall of ${name} is ${b.heightInSections} sections high; backwalls come in ${listOr(BACKWALL_SECTIONS)} sections.`);
    }
    const [from, to] = spanOf(b);
    if (!Number.isInteger(from) || from < 0 || to > h) {
      issues.error(`${bp}.sectionIndex`, 'backwall.range', `A backwall of ${name} reaches outside the column (sections ${from} to ${to} of ${h}); move or shorten it.`);
    }
    column.backwalls.forEach((c, k) => {
      if (k > j && spansOverlap(spanOf(b), spanOf(c))) {
        issues.error(`${p}.backwalls.${k}.sectionIndex`, 'backwall.overlap', `Two backwalls of ${name} overlap; delete one.`);
      }
    });
    colorCheck(issues, `${bp}.color`, b.color, CARCASS_COLORS, `backwall of ${name}`);
  });

  if (column.socleColor !== undefined) {
    if (design.feet.type !== 'socle' || design.feet.platform) {
      issues.error(`${p}.socleColor`, 'socle.color', `${name} has its own socle colour, which only a socle without platform has; remove it.`);
    } else {
      colorCheck(issues, `${p}.socleColor`, column.socleColor, FEET_COLORS.socle, `socle of ${name}`);
    }
  }
}

/** Checks every shelf rule of configurators.md §5 and §9. */
export function shelfValidate(design: ShelfDesign): ValidationResult {
  const issues = new IssueList('shelf');
  const n = design.columns.length;
  if (n < 1) issues.error('columns', 'columns.min', 'A shelf needs at least one column; add a column.');
  if (n > MAX_COLUMNS) issues.error('columns', 'columns.max', `A shelf has at most ${MAX_COLUMNS} columns; remove ${n - MAX_COLUMNS}.`);

  design.columns.forEach((c, i) => validateColumn(design, c, i, issues));

  for (const w of shelfWalls(design)) {
    const path = w.right === undefined ? `columns.${w.index - 1}.wallRight` : `columns.${w.index}.wallLeft`;
    if (w.left !== undefined && w.right !== undefined) {
      const a = w.left.wallRight;
      const b = w.right.wallLeft;
      if (a.heightInSections !== b.heightInSections || a.color !== b.color) {
        issues.error(path, 'wall.mismatch', `Columns ${w.index} and ${w.index + 1} describe their shared wall differently; set the same height and colour on both.`);
      }
    }
    const needed = Math.max(w.left?.heightInSections ?? 0, w.right?.heightInSections ?? 0);
    if (w.heightInSections < needed) {
      issues.error(`${path}.heightInSections`, 'wall.tooLow', `Wall ${w.index + 1} is ${w.heightInSections} sections high but must reach the top board at ${needed} sections; raise it.`);
    }
    if (w.heightInSections > MAX_SECTIONS) {
      issues.error(`${path}.heightInSections`, 'wall.tooHigh', `Wall ${w.index + 1} is ${w.heightInSections} sections high; a wall has at most ${MAX_SECTIONS}.`);
    }
    colorCheck(issues, `${path}.color`, w.wall.color, CARCASS_COLORS, `wall ${w.index + 1}`);
  }

  if (n >= 1) {
    const length = shelfTotalLength(design);
    if (length <= TOTAL_LENGTH_MIN_EXCLUSIVE) {
      issues.error('columns', 'length.min', `The shelf is ${cm(length)} long; it must be longer than ${cm(TOTAL_LENGTH_MIN_EXCLUSIVE)}. Widen a column or add one.`);
    }
    if (length >= TOTAL_LENGTH_MAX_EXCLUSIVE) {
      issues.error('columns', 'length.max', `The shelf is ${cm(length)} long; it must be shorter than ${cm(TOTAL_LENGTH_MAX_EXCLUSIVE)}. Narrow or remove a column.`);
    }
    const limits = LEG_TYPE_LIMITS[design.feet.type];
    const legName =
      design.feet.type === 'hanging' ? 'A hanging shelf' : design.feet.type === 'socle' ? 'A shelf on a socle' : `A shelf on ${design.feet.type} legs`;
    if (length < limits.minLength || length > limits.maxLength) {
      issues.error('feet.type', 'legs.length', `${legName} must be ${cm(limits.minLength)} to ${cm(limits.maxLength)} long, this one is ${cm(length)}; change its width or choose other legs.`);
    }
    const sections = shelfMaxSections(design);
    if (sections > limits.maxSections) {
      issues.error('feet.type', 'legs.sections', `${legName} can be at most ${limits.maxSections} sections high, this one is ${sections}; lower it or choose other legs.`);
    }
    const height = shelfTotalHeight(design);
    if (height > HEIGHT_WARNING_ABOVE) {
      issues.warn('columns', 'height.warning', `The shelf is ${cm(height)} high; above ${cm(HEIGHT_WARNING_ABOVE)} it must be fixed to the wall and may not fit under your ceiling.`);
    }
  }

  if (STYLES[design.style] !== design.feet.type) {
    issues.error('style', 'style.legType', `The style ${design.style} stands on ${STYLES[design.style]} feet, not ${design.feet.type}; choose the style again.`);
  }
  if (design.feet.platform && design.feet.type !== 'socle') {
    issues.error('feet.platform', 'feet.platform', 'Only a socle can be a platform; switch the platform off or choose the socle.');
  }
  colorCheck(issues, 'feet.color', design.feet.color, FEET_COLORS[design.feet.type], `${design.feet.type === 'hanging' ? 'hanging fittings' : design.feet.type === 'socle' ? 'socle' : 'legs'}`);
  if (design.boardType === 'metalBar') colorCheck(issues, 'colors.metalBar', design.colors.metalBar, METAL_BAR_COLORS, 'metal bars');
  if (design.handle.type !== 'none' && design.handle.color !== undefined && !(HANDLE_COLORS as readonly string[]).includes(design.handle.color)) {
    issues.error('handle.color', 'color.notAllowed', `The colour "${design.handle.color}" is not available for handles; choose another colour.`);
  }

  const cut = design.baseboardCut;
  baseboardCutCheck(cut, issues);
  if (cut.height > 0 && design.feet.type === 'hanging') {
    issues.error('baseboardCut', 'baseboardCut.hanging', 'A hanging shelf does not touch the floor and needs no baseboard cut; remove the cut.');
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

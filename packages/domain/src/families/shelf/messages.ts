/** Words of the shelf's rules and refusals (codes `shelf.{rule}`): English templates with sample parameters. */
import { DESIGN_ISSUES, plain, type IssueTable, type OptionTable } from '../kit/messages.ts';

const cm = (v: number) => ({ cm: v });
const sections = '{sections, plural, one {# section} other {# sections}}';
const front = '{kind, select, door {A door} other {A drawer}}';
/** The part a colour belongs to, named in a sentence. */
const part =
  '{part, select, board {the board of column {column}} door {the door of column {column}} drawer {the drawer of column {column}} ' +
  'doorHandle {the handle of a door of column {column}} drawerHandle {the handle of a drawer of column {column}} backwall {the backwall of column {column}} ' +
  'columnSocle {the socle of column {column}} wall {wall {wall}} hanging {the hanging fittings} socle {the socle} legs {the legs} metalBars {the metal bars} other {the handles}}';
const mounting = '{mounting, select, hanging {A hanging shelf} socle {A shelf on a socle} other {A shelf on {legType} legs}}';

export const SHELF_ISSUES: IssueTable = {
  ...DESIGN_ISSUES,
  'column.length': {
    en: 'Column {column} is {width} wide; choose {standard} or a width from {min} to {max}.',
    sample: { column: 2, width: cm(30), standard: cm(25), min: cm(36.5), max: cm(72.6) },
  },
  'column.depth': { en: 'Column {column} is {depth} deep; choose a depth of {depths}.', sample: { column: 1, depth: cm(40), depths: { anyOf: [cm(34.2), cm(47)] } } },
  'column.height': { en: `Column {column} is ${sections} high; choose {heights} sections.`, sample: { column: 3, sections: 5, heights: { anyOf: [2, 3, 4, 6] } } },
  'metalBar.width': {
    en: 'Metal bars come only for columns {widths} wide; change the width of column {column} or use boards.',
    sample: { widths: { anyOf: [cm(25), cm(36.5), cm(56.4), cm(72.6)] }, column: 1 },
  },
  'board.range': { en: 'A board of column {column} sits at section {section}, outside the column (0 to {sections}); remove it.', sample: { column: 1, section: 9, sections: 6 } },
  'board.duplicate': { en: 'Column {column} has two boards at section {section}; remove one.', sample: { column: 1, section: 2 } },
  'board.bottom': { en: 'Column {column} needs a bottom board; add a board at section 0.', sample: { column: 1 } },
  'board.top': { en: 'Column {column} needs a top board; add a board at section {section}.', sample: { column: 1, section: 6 } },
  'front.size': {
    en: `${front} of column {column} is ${sections} high; {kind, select, door {doors} other {drawers}} come in {sizes} sections.`,
    sample: { kind: 'drawer', column: 2, sections: 3, sizes: { anyOf: [1, 2] } },
  },
  'front.range': {
    en: `${front} of column {column} reaches outside the column (sections {from} to {to} of {sections}); move or shorten it.`,
    sample: { kind: 'door', column: 1, from: 4, to: 8, sections: 6 },
  },
  'front.overlap': { en: 'Two fronts of column {column} overlap at sections {from} to {to}; delete one.', sample: { column: 1, from: 2, to: 4 } },
  'front.drawerBoard': { en: 'The board at section {section} of column {column} is in the way of a drawer; delete the board or the drawer.', sample: { section: 1, column: 2 } },
  'backwall.size': { en: `A backwall of column {column} is ${sections} high; backwalls come in {sizes} sections.`, sample: { column: 1, sections: 3, sizes: { anyOf: [1, 2, 4] } } },
  'backwall.range': { en: 'A backwall of column {column} reaches outside the column (sections {from} to {to} of {sections}); move or shorten it.', sample: { column: 1, from: 4, to: 8, sections: 6 } },
  'backwall.overlap': { en: 'Two backwalls of column {column} overlap; delete one.', sample: { column: 2 } },
  'socle.color': { en: 'Column {column} has its own socle colour, which only a socle without platform has; remove it.', sample: { column: 1 } },
  'color.missing': { en: `No colour is chosen for ${part}, so it is shown in oak; choose a colour.`, sample: { part: 'drawerHandle', column: 2, wall: 3 } },
  'color.notAllowed': { en: `{color} is not available for ${part}; choose another colour.`, sample: { color: { color: 'mirror_silver' }, part: 'wall', column: 1, wall: 3 } },
  'columns.min': plain('A shelf needs at least one column; add a column.'),
  'columns.max': { en: 'A shelf has at most {max, plural, one {# column} other {# columns}}; remove {excess, plural, one {# column} other {# columns}}.', sample: { max: 11, excess: 1 } },
  'wall.mismatch': { en: 'Columns {left} and {right} describe their shared wall differently; set the same height and colour on both.', sample: { left: 1, right: 2 } },
  'wall.tooLow': {
    en: `Wall {wall} is ${sections} high but must reach the top board at {needed, plural, one {# section} other {# sections}}; raise it.`,
    sample: { wall: 2, sections: 4, needed: 6 },
  },
  'wall.tooHigh': { en: `Wall {wall} is ${sections} high; a wall has at most {max, plural, one {# section} other {# sections}}.`, sample: { wall: 2, sections: 20, max: 18 } },
  'length.min': { en: 'The shelf is {length} long; it must be longer than {min}. Widen a column or add one.', sample: { length: cm(25), min: cm(36.4) } },
  'length.max': { en: 'The shelf is {length} long; it must be shorter than {max}. Narrow or remove a column.', sample: { length: cm(820), max: cm(800) } },
  'legs.length': {
    en: `${mounting} must be {min} to {max} long, this one is {length}; change its width or choose other legs.`,
    sample: { mounting: 'legs', legType: { term: 'legType.hairpin' }, min: cm(36.5), max: cm(300), length: cm(320) },
  },
  'legs.sections': {
    en: `${mounting} can be at most {max, plural, one {# section} other {# sections}} high, this one has {sections}; lower it or choose other legs.`,
    sample: { mounting: 'hanging', legType: { term: 'legType.straight' }, max: 8, sections: 10 },
  },
  'height.warning': {
    en: 'The shelf is {height} high; above {limit} it must be fixed to the wall and may not fit under your ceiling.',
    sample: { height: cm(230.3), limit: cm(200) },
  },
  'style.legType': { en: 'The style {style} and its feet do not match; choose the style again.', sample: { style: 'LYFT' } },
  'feet.platform': plain('Only a socle can be a platform; switch the platform off or choose the socle.'),
  'baseboardCut.hanging': plain('A hanging shelf does not touch the floor and needs no baseboard cut; remove the cut.'),
  // Refusals of options (never stored in a design).
  'option.noMetalBars': plain('This shelf has boards, not metal bars; choose metal bars in the styles first.'),
  'option.noHanging': plain('Only a hanging shelf has hanging fittings to colour.'),
  'option.noLegs': plain('This shelf stands on no legs; choose legs first.'),
  'option.noSocle': plain('This shelf has no socle; choose the socle style first.'),
  'option.value': { en: 'The option value “{value}” is not understood.', sample: { value: 'door:x' } },
  'option.columns.max': { en: 'A shelf has at most {max, plural, one {# column} other {# columns}}.', sample: { max: 11 } },
  'option.column.select': plain('Select the column to remove first.'),
  'option.columns.min': plain('A shelf needs at least one column; keep one.'),
  'option.platform': plain('Only a socle can be a platform; choose the socle first.'),
  'option.board.add': {
    en: 'No selected column has room for a board at section {section}; a board cannot go where one is or inside a drawer.',
    sample: { section: 3 },
  },
  'option.board.delete': { en: 'No selected column has a board at section {section} that can be deleted; bottom and top boards stay.', sample: { section: 3 } },
  'option.drawer.add': {
    en: 'No selected column has {sections, plural, one {# free section} other {# free sections}} without a board in between at section {section} for a drawer.',
    sample: { sections: 1, section: 4 },
  },
  'option.door.add': { en: 'No selected column has {sections, plural, one {# free section} other {# free sections}} at section {section} for a door.', sample: { sections: 4, section: 2 } },
  'option.front.delete': { en: 'No selected column has a front at section {section}.', sample: { section: 2 } },
  'option.backwall.add': {
    en: 'No selected column has {sections, plural, one {# free section} other {# free sections}} at section {section} for a backwall.',
    sample: { sections: 2, section: 5 },
  },
  'option.backwall.delete': { en: 'No selected column has a backwall at section {section}.', sample: { section: 2 } },
  'option.unknown': { en: 'The option “{option}” is not a shelf option.', sample: { option: 'color-sky' } },
};

/** Texts of the shelf options that carry figures (`opt.{code}` in each locale); the others are worded by type and value. */
export const SHELF_OPTIONS: OptionTable = {
  'column-length': { en: 'Width {width}', sample: { width: { cm: 56.4 } } },
  'column-height': { en: '{sections, plural, one {# section} other {# sections}} ({height})', sample: { sections: 2, height: { cm: 40.3 } } },
  'wall-extension': { en: 'Walls rise {sections, plural, one {# section} other {# sections}} above the top board', sample: { sections: 1 } },
  'column-depth': { en: 'Depth {depth}', sample: { depth: { cm: 34.2 } } },
  'baseboard-cut': { en: 'Baseboard cut {height} high, {depth} deep', sample: { height: { cm: 8.5 }, depth: { cm: 2 } } },
  'board-add': { en: 'Add a board at section {section}', sample: { section: 3 } },
  'board-delete': { en: 'Delete the board at section {section}', sample: { section: 3 } },
  'front-add.door': { en: 'Door, {sections, plural, one {# section} other {# sections}}, at section {section}', sample: { sections: 4, section: 2 } },
  'front-add.drawer': { en: 'Drawer, {sections, plural, one {# section} other {# sections}}, at section {section}', sample: { sections: 1, section: 0 } },
  'front-delete': { en: 'Delete the front at section {section}', sample: { section: 2 } },
  'backwall-add': { en: 'Backwall, {sections, plural, one {# section} other {# sections}}, at section {section}', sample: { sections: 2, section: 4 } },
  'backwall-delete': { en: 'Delete the backwall at section {section}', sample: { section: 2 } },
};

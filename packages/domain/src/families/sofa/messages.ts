/**
 * Words of the sofa rules every line shares (codes `{line}.{rule}`, worded by `issue.sofa.{rule}` in
 * each locale): English templates with the parameters a real issue carries.
 */
import { DESIGN_ISSUES, plain, type IssueTable, type OptionTable } from '../kit/messages.ts';

const mm = (v: number) => ({ mm: v });
const lengths = { anyOf: [mm(800), mm(1200), mm(1600)] };

export const SOFA_ISSUES: IssueTable = {
  ...DESIGN_ISSUES,
  'modules.empty': { en: 'A {line} design needs at least one module: add a seat module.', sample: { line: 'Joyn' } },
  'modules.last': { en: 'A {line} sofa needs at least one module: add another module before removing this one.', sample: { line: 'Joyn' } },
  'module.backCushionLength': {
    en: 'The back cushion length of module {module} is {length}; it will be corrected on the next change.',
    sample: { module: 2, length: mm(800) },
  },
  'corner.count': { en: 'A {line} sofa can turn at most twice (U shape): remove a corner module.', sample: { line: 'Joyn' } },
  'corner.direction': plain('In a U-shaped sofa the first corner turns left and the second turns right.'),
  'corner.neighbours': plain('A corner module needs a seat module on both sides: add a module next to it.'),
  'legs.missing': { en: 'A {line} sofa needs legs: choose a leg type.', sample: { line: 'Joyn' } },
  'legs.color': {
    en: 'The {legType} legs are not made in {color}: choose {allowed}.',
    sample: { legType: { term: 'legType.square' }, color: { color: 'walnut' }, allowed: { anyOf: [{ color: 'oak' }, { color: 'black_u12001' }] } },
  },
  'color.unknown': { en: '“{id}” is not one of our fabrics or leathers: choose a cover colour from the list.', sample: { id: 'oak' } },
  'length.max': {
    en: 'This sofa is {length} long; the most we build is {max}. Remove a module or choose shorter ones.',
    sample: { length: mm(10240), max: mm(10000) },
  },
  'depth.max': {
    en: 'This sofa reaches {depth} deep; the most we build is {max}. Shorten one of its sides.',
    sample: { depth: mm(10100), max: mm(10000) },
  },
  'armrest.forbidden': {
    en:
      'Module {module} {kind, select, ottoman {is an ottoman} storage {is an open storage module} corner {is a corner} edge {is an open end} ' +
      'other {is a lounge; choose its side panels instead}}: remove its armrests.',
    sample: { module: 3, kind: 'corner' },
  },
  'extension.sides.forbidden': { en: 'Module {module} is no lounge: only lounge modules have extension side panels.', sample: { module: 2 } },
  'module.armrest': {
    en: 'Module {module}: a {line} armrest belongs to the end module of the sofa; remove this module and choose an armrest for the end module instead.',
    sample: { module: 1, line: 'Pyllow' },
  },
  'module.height': { en: 'Module {module} is {height} high; {line} is made {heights} high.', sample: { module: 1, height: mm(420), line: 'Flayr', heights: { anyOf: [mm(390), mm(450)] } } },
  'module.height.mixed': { en: 'All {line} modules have the same height: set module {module} to {height}.', sample: { line: 'Flayr', module: 2, height: mm(450) } },
  'backCushion.height': {
    en: 'Module {module} has back cushions {height} high; {line} back cushions are {heights} high.',
    sample: { module: 1, height: mm(500), line: 'Flayr', heights: { anyOf: [mm(440), mm(530)] } },
  },
  'module.modes': {
    en: 'Module {module} cannot be {modes, select, ottoman-sleeping {an ottoman and a sleeping module} ottoman-storage {an ottoman and a storage module} other {a sleeping and a storage module}} at once.',
    sample: { module: 1, modes: 'ottoman-storage' },
  },
  'extension.square': {
    en: '{reason, select, notLounge {Module {module} is no lounge: only lounges can be square.} other {{line} lounges are rectangular only.}}',
    sample: { reason: 'notLounge', module: 2, line: 'Joyn' },
  },
  'module.depth': { en: 'Module {module} is {depth} deep; {line} seats are {depths} deep.', sample: { module: 1, depth: mm(900), line: 'Flayr', depths: { anyOf: [mm(780), mm(1020)] } } },
  'module.depth.mixed': { en: 'All {line} seats have the same depth: set module {module} to {depth}.', sample: { line: 'Flayr', module: 2, depth: mm(780) } },
  'ottoman.type': { en: 'Module {module} is an ottoman, which can only be a free-standing seat module.', sample: { module: 2 } },
  'ottoman.size': {
    en: 'Module {module} is an ottoman of {size}; {line} ottomans are {sizes}.',
    sample: { module: 2, size: { mmSize: [700, 600] }, line: 'Joyn', sizes: { anyOf: [{ mmSize: [600, 600] }, { mmSize: [800, 600] }] } },
  },
  'sleeping.unavailable': { en: '{line} has no sleeping module: switch module {module} back to a seat.', sample: { line: 'Flayr', module: 1 } },
  'storage.type': { en: 'Module {module}: only seat modules can hold storage.', sample: { module: 3 } },
  'storage.size': {
    en: 'Module {module} is a storage module of {size}; {line} storage modules are square, {widths} wide.',
    sample: { module: 1, size: { mmSize: [780, 1020] }, line: 'Flayr', widths: { anyOf: [mm(660), mm(780), mm(900)] } },
  },
  'sleeping.length': {
    en: 'Module {module} is a sleeping module of {length}; {line} sleeping modules are {lengths} long.',
    sample: { module: 1, length: mm(1600), line: 'Joyn', lengths: { anyOf: [mm(2000)] } },
  },
  'module.length': { en: 'Module {module} is {length} long; {line} seat modules are {lengths} long.', sample: { module: 3, length: mm(999), line: 'Joyn', lengths } },
  'storage.length': { en: 'Module {module}: storage under the seat is made for modules of {lengths}.', sample: { module: 1, lengths } },
  'corner.size': {
    en: 'Module {module} is a corner of {size}; a {line} corner here is {expected}.',
    sample: { module: 2, size: { mmSize: [900, 900] }, line: 'Joyn', expected: { mmSize: [940, 940] } },
  },
  'corner.direction.none': { en: 'Module {module}: say which way the corner turns, left or right.', sample: { module: 2 } },
  'corner.modes': { en: 'Module {module}: a corner has no sleeping or storage variant.', sample: { module: 2 } },
  'edge.unavailable': { en: '{line} has no end modules: use a seat module with an armrest.', sample: { line: 'Flayr' } },
  'edge.length': {
    en: 'Module {module} is an end module of {length}; {line} end modules are {lengths} long.',
    sample: { module: 1, length: mm(800), line: 'Joyn', lengths: { anyOf: [mm(1200), mm(1600), mm(2000)] } },
  },
  'edge.sleeping': { en: 'Module {module}: end modules have no sleeping variant.', sample: { module: 1 } },
  'extension.attach': { en: 'A lounge extension cannot attach to a module of {length}: choose {lengths}.', sample: { length: mm(620), lengths } },
  'extension.length': { en: 'Module {module} is a lounge of {length}; {line} lounges are {lengths} long.', sample: { module: 2, length: mm(900), line: 'Joyn', lengths } },
  'extension.side': { en: 'Module {module}: lounge side panels are {widths} wide, or none.', sample: { module: 2, widths: { anyOf: [mm(120), mm(240)] } } },
  'extension.modes': { en: 'Module {module}: a lounge has no sleeping or storage variant.', sample: { module: 2 } },
  'armrest.length': { en: 'Module {module}: {line} armrests are {widths} wide, or none.', sample: { module: 1, line: 'Joyn', widths: { anyOf: [mm(120), mm(240)] } } },
  'armrest.position': {
    en: 'Module {module} is not at the {side, select, left {left} other {right}} end of the sofa, so it cannot have a {side, select, left {left} other {right}} armrest.',
    sample: { module: 2, side: 'left' },
  },
  'armrest.ends': plain('Armrests go on the ends of the sofa: select the first or the last module.'),
  'end.direction': { en: 'Module {module}: say whether it ends the sofa on the left or the right.', sample: { module: 1 } },
  'end.position': {
    en:
      '{kind, select, edge {An end module} other {A lounge}} facing {side, select, left {left must be the first module of the sofa: move module {module} to the left end} ' +
      'other {right must be the last module of the sofa: move module {module} to the right end}}.',
    sample: { kind: 'edge', side: 'right', module: 2 },
  },
  'selection.empty': plain('Select a module first.'),
  'option.unknown': { en: 'This {line} configurator has no option “{option}”.', sample: { line: 'Joyn', option: 'colour-of-the-wind' } },
};

/** The text of an add-module option of one length. */
const seat = (en: string) => ({ en, sample: { length: { cm: 78 } } });

/** Texts of the sofa options that carry figures (`opt.{code}` in each locale); the others are worded by type and value. */
export const SOFA_OPTIONS: OptionTable = {
  'addModule.base': seat('Seat module {length}'),
  'addModule.sleeping': seat('Sleeping module {length}'),
  'addModule.edge-left': seat('End module {length}, left'),
  'addModule.edge-right': seat('End module {length}, right'),
  'addModule.extension-left': seat('Lounge {length}, left'),
  'addModule.extension-right': seat('Lounge {length}, right'),
  'addModule.extension-left.square': seat('Lounge {length}, left, square'),
  'addModule.extension-right.square': seat('Lounge {length}, right, square'),
  'addModule.corner-left': seat('Corner module {length}, turning left'),
  'addModule.corner-right': seat('Corner module {length}, turning right'),
  'addModule.ottoman': { en: 'Ottoman {size}', sample: { size: { cmSize: [54, 54] } } },
  'addModule.storage': { en: 'Open storage module {size}', sample: { size: { cmSize: [54, 54] } } },
  'moduleLength': { en: 'Length {length}', sample: { length: { cm: 102 } } },
  'armrestLength': { en: 'Armrest {width}', sample: { width: { cm: 24 } } },
  'legHeight': { en: 'Feet height {height}', sample: { height: { cm: 11 } } },
  'moduleHeight': { en: '{height}', sample: { height: { cm: 45 } } },
};

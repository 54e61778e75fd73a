/** Words of the wardrobe's rules and refusals (codes `wardrobe.{rule}`): English templates with sample parameters. */
import { DESIGN_ISSUES, plain, type IssueTable, type OptionTable } from '../kit/messages.ts';

const mm = (v: number) => ({ mm: v });
/** An interior named in a sentence: its kind, hole and module. */
const interior = 'The {interior} at hole {hole} of module {module}';
const interiorSample = { interior: { term: 'interior.garment_lift' }, hole: 36, module: 1 };

export const WARDROBE_ISSUES: IssueTable = {
  ...DESIGN_ISSUES,
  'height.grid': {
    en: 'A height of {height} is not offered; choose between {min} and {max} in steps of {step}.',
    sample: { height: mm(2010), min: mm(2000), max: mm(2800), step: mm(32) },
  },
  'height.tall': {
    en: 'At {height} the wardrobe is taller than {limit}: check that your ceiling is at least {ceiling} high, so it can be tilted upright during assembly.',
    sample: { height: mm(2512), limit: mm(2440), ceiling: mm(2587) },
  },
  'depth.value': { en: 'A depth of {depth} is not offered; choose {depths}.', sample: { depth: mm(600), depths: { anyOf: [mm(617), mm(647)] } } },
  'depth.sliding': {
    en: 'Sliding doors run in front of the corpus and need the depth of {depth}; choose {depth} or turning doors only.',
    sample: { depth: mm(647) },
  },
  'modules.empty': plain('A wardrobe needs at least one module; add one.'),
  'modules.last': plain('The last module cannot be removed; a wardrobe needs at least one.'),
  'length.max': {
    en: 'The wardrobe is {length} long; the longest we build is {max}. Remove a module or choose narrower ones ({excess} too long).',
    sample: { length: mm(5240), max: mm(5040), excess: mm(200) },
  },
  'module.length': {
    en: 'Module {module} cannot be {width} wide; choose {turning} for turning doors or {sliding} for sliding doors.',
    sample: { module: 2, width: mm(900), turning: { anyOf: [mm(500), mm(800), mm(1000)] }, sliding: { anyOf: [mm(1600), mm(2000)] } },
  },
  'module.door_type': {
    en:
      'Module {module} is {width} wide, which takes {takes, select, turning {turning} other {sliding}} doors; ' +
      '{doors, select, turning {turning} other {sliding}} doors need a width of {widths}.',
    sample: { module: 1, width: mm(800), takes: 'turning', doors: 'sliding', widths: { anyOf: [mm(1600), mm(2000)] } },
  },
  'corpus.color': {
    en: 'The corpus of module {module} can only be minimal laminate or wood; {color} is not offered for it.',
    sample: { module: 1, color: { color: 'mirror_silver' } },
  },
  'door.color': { en: '{color} is not offered for the doors of module {module}.', sample: { color: { color: 'glass_satin' }, module: 2 } },
  'handle.door_type': {
    en: 'The {handle} sticks out and would block sliding doors; choose {allowed} for module {module}.',
    sample: { handle: { term: 'handle.lyne' }, allowed: { anyOf: [{ term: 'handle.fyx' }, { term: 'handle.nyche' }] }, module: 1 },
  },
  'handle.fyx_color': { en: 'Fyx grips are milled into the door and take its colour; remove the handle colour of module {module}.', sample: { module: 1 } },
  'handle.fyx_colorless': plain('Fyx grips are milled into the door and take its colour; choose another handle to colour it.'),
  'handle.fyx_mirror': { en: 'A Fyx grip cannot be milled into a mirror door; choose another handle or door colour for module {module}.', sample: { module: 1 } },
  'handle.color_missing': { en: 'Choose a colour for the handles of module {module} ({handle}).', sample: { module: 1, handle: { term: 'handle.knobb' } } },
  'handle.color': { en: 'Handles come in {allowed}; {color} is not offered.', sample: { allowed: { anyOf: [{ color: 'aluminium' }, { color: 'chrome' }] }, color: { color: 'oak' } } },
  'interior.compartment': {
    en: `${interior} is in compartment {compartment}, but the module has {compartments, plural, one {# compartment} other {# compartments}}; move it to an existing compartment.`,
    sample: { ...interiorSample, compartment: 3, compartments: 1 },
  },
  'interior.color': {
    en: `${interior} {reason, select, metal {is a metal fitting with a fixed finish; remove its colour} other {can only be minimal laminate or wood; choose one of {allowed}}}.`,
    sample: { ...interiorSample, reason: 'notCorpus', allowed: { anyOf: [{ color: 'white_u11209' }, { color: 'oak' }] } },
  },
  'interior.step': {
    en: `${interior} must sit on every {step, select, 6 {sixth} other {third}} hole; move it to hole {below} or {above}.`,
    sample: { ...interiorSample, step: 6, below: 30, above: 36 },
  },
  'interior.grid': {
    en:
      `${interior} {reason, select, clearance {needs {holes, plural, one {# free hole} other {# free holes}} ({clearance}) below it for hanging clothes; move it to hole {lowest} or higher} ` +
      'other {reaches above the top hole ({top}) at this height; move it down or choose a taller wardrobe}}.',
    sample: { ...interiorSample, reason: 'clearance', holes: 30, clearance: mm(960), lowest: 30, top: 65 },
  },
  'interior.width': {
    en: 'The {interior} is made only for compartments of {widths}; module {module} has compartments of {width}.',
    sample: { interior: { term: 'interior.glass_drawer' }, widths: { anyOf: [mm(800), mm(1000)] }, module: 1, width: mm(500) },
  },
  'interior.overlap': {
    en: `${interior} is in the way of the {other} at hole {otherHole}; move or remove one of them.`,
    sample: { ...interiorSample, other: { term: 'interior.board' }, otherHole: 42 },
  },
  'wall.color': {
    en: '{color} is not offered for the {side, select, left {left} other {right}} outer wall.',
    sample: { color: { color: 'mirror_bronze' }, side: 'left' },
  },
  // Refusals of options (never stored in a design).
  'selection.empty': {
    en: 'Select a module to {action, select, remove {remove} duplicate {duplicate} resize {change its width} other {place interiors}}.',
    sample: { action: 'resize' },
  },
  'module.interiors_lost': {
    en:
      'Module {module} at {width} has {compartments, plural, one {one compartment} other {# compartments}}; ' +
      'first remove the interiors of its {lost, select, 2 {second} 3 {third} 23 {second and third} other {other}} {lost, select, 23 {compartments} other {compartment}}.',
    sample: { module: 1, width: mm(1600), compartments: 2, lost: '3' },
  },
  'option.value': { en: '“{value}” is no interior place; expected “compartment:hole”.', sample: { value: 'x' } },
  'color.unavailable': {
    en:
      '{color} is not offered for {group, select, whole {the whole wardrobe} corpuses {corpuses} drawers {drawers} boards {boards} doors {doors} handles {handles} other {outer walls}}.',
    sample: { color: { color: 'mirror_silver' }, group: 'corpuses' },
  },
  'handle.unknown': { en: 'There is no handle “{handle}”; choose {allowed}.', sample: { handle: 'bow', allowed: { anyOf: [{ term: 'handle.fyx' }, { term: 'handle.lyne' }] } } },
  'handle.no_doors': {
    en: 'The wardrobe has no {doors, select, turning {turning doors} other {sliding doors}} to fit handles to.',
    sample: { doors: 'sliding' },
  },
  'option.unknown': { en: 'The option {action} {group}/{type} does not apply to wardrobes.', sample: { action: 'update', group: 'roof', type: 'color' } },
};

/** The texts of the interior options: `{kind}` at a hole, `{kind}.2` in a compartment of a sliding module. */
function interiorTexts(names: Readonly<Record<string, string>>): OptionTable {
  return Object.fromEntries(
    Object.entries(names).flatMap(([kind, name]) => [
      [kind, { en: `${name} at hole {hole}`, sample: { hole: 36 } }],
      [`${kind}.2`, { en: `${name} at hole {hole}, compartment {compartment}`, sample: { hole: 36, compartment: 2 } }],
    ]),
  );
}

/** Texts of the wardrobe options that carry figures (`opt.{code}` in each locale); the others are worded by type and value. */
export const WARDROBE_OPTIONS: OptionTable = {
  'dimensions/height': { en: '{height}', sample: { height: { mm: 2352 } } },
  'dimensions/depth': { en: '{depth}', sample: { depth: { mm: 617 } } },
  'modules/add': { en: 'Add a {width} module', sample: { width: { mm: 800 } } },
  'modules/length': { en: '{width}', sample: { width: { mm: 1000 } } },
  'baseboard_cut/height': { en: '{height} high', sample: { height: { cm: 8.5 } } },
  'baseboard_cut/depth': { en: '{depth} deep', sample: { depth: { cm: 2 } } },
  ...interiorTexts({
    board: 'Board',
    closet_rod: 'Closet rod',
    garment_lift: 'Garment lift',
    pant_hanger: 'Pant hanger',
    solid_drawer: 'Solid drawer',
    glass_drawer: 'Glass drawer',
    small_drawer: 'Small drawer',
    shoes_drawer: 'Shoe drawer',
  }),
};

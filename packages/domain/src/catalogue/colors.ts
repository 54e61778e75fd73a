/**
 * The colour catalogue of configurators.md §3: every colour id a design may carry, with its kind,
 * family, English name and hex code. Ids are snake_case and stable (they are stored in designs).
 */

/** Material kinds of a colour; "lacquer" is the legacy lacquered finish (also used as leg varnish). */
export const COLOR_KINDS = [
  'lacquer',
  'laminate',
  'laminate_wood',
  'wood',
  'metal',
  'glass',
  'marble',
  'mirror',
  'leather',
  'fabric',
] as const;
export type ColorKind = (typeof COLOR_KINDS)[number];

/** Leather families (configurators.md §3). */
export const LEATHER_FAMILIES = ['belize', 'kenia', 'rancho', 'toledo'] as const;
/** Fabric families (configurators.md §3); bahama, oxford and fargotex are the fine fabrics. */
export const FABRIC_FAMILIES = [
  'diamante',
  'brunei',
  'velvetex',
  'lech',
  'bahama',
  'oxford',
  'fargotex',
  'belize',
  'zepel',
  'ribcord',
  'scala',
  'galaxy',
  'kenia',
  'rancho',
  'toledo',
] as const;
export const FINE_FABRIC_FAMILIES = ['bahama', 'oxford', 'fargotex'] as const;

/** Families of hard materials; for leather and fabric the family is the textile family name. */
type HardFamily = 'lacquer' | 'laminate' | 'laminate_wood' | 'wood' | 'metal' | 'glass' | 'marble' | 'mirror';
export type ColorFamily = HardFamily | (typeof LEATHER_FAMILIES)[number] | (typeof FABRIC_FAMILIES)[number];

/** One row of the table: id, kind, family, English name, hex, optional RAL code. */
type Row = readonly [id: string, kind: ColorKind, family: ColorFamily, name: string, hex: string, ral?: string];

// One table, so the id union type, the lookups and the tests all read the same source.
const TABLE = [
  // Lacquer (legacy shelf finish, and the "varnish" of legs). Hex values are the RAL reference colours.
  ['white_9003', 'lacquer', 'lacquer', 'Signal White', '#ECECE7', 'RAL 9003'],
  ['white_9010', 'lacquer', 'lacquer', 'Pure White', '#F1ECE1', 'RAL 9010'],
  ['cream_9001', 'lacquer', 'lacquer', 'Cream', '#E9E0D2', 'RAL 9001'],
  ['ivory_1015', 'lacquer', 'lacquer', 'Light Ivory', '#E6D2B5', 'RAL 1015'],
  ['beige_1019', 'lacquer', 'lacquer', 'Grey Beige', '#9E9287', 'RAL 1019'],
  ['grey_7035', 'lacquer', 'lacquer', 'Light Grey', '#CBD0CC', 'RAL 7035'],
  ['grey_7001', 'lacquer', 'lacquer', 'Silver Grey', '#8C969D', 'RAL 7001'],
  ['anthracite_7016', 'lacquer', 'lacquer', 'Anthracite Grey', '#383E42', 'RAL 7016'],
  ['black_9005', 'lacquer', 'lacquer', 'Jet Black', '#0A0A0A', 'RAL 9005'],
  ['blue_5014', 'lacquer', 'lacquer', 'Pigeon Blue', '#637D96', 'RAL 5014'],
  ['blue_5003', 'lacquer', 'lacquer', 'Sapphire Blue', '#1D334A', 'RAL 5003'],
  ['green_6021', 'lacquer', 'lacquer', 'Pale Green', '#89AC76', 'RAL 6021'],
  ['green_6005', 'lacquer', 'lacquer', 'Moss Green', '#0F4336', 'RAL 6005'],
  ['red_3009', 'lacquer', 'lacquer', 'Oxide Red', '#642424', 'RAL 3009'],
  ['pink_3015', 'lacquer', 'lacquer', 'Light Pink', '#D8A0A6', 'RAL 3015'],
  ['yellow_1024', 'lacquer', 'lacquer', 'Ochre Yellow', '#AF804F', 'RAL 1024'],
  ['brown_8017', 'lacquer', 'lacquer', 'Chocolate Brown', '#45322E', 'RAL 8017'],

  // Laminate (plain decors).
  ['white_u11209', 'laminate', 'laminate', 'White', '#F2F2EE'],
  ['cream_u11026', 'laminate', 'laminate', 'Cream', '#EDE5D5'],
  ['beige_u13081', 'laminate', 'laminate', 'Sand Beige', '#B9AC98'],
  ['light_grey_u12044', 'laminate', 'laminate', 'Light Grey', '#CDCFCB'],
  ['grey_u12091', 'laminate', 'laminate', 'Stone Grey', '#8E9496'],
  ['anthracite_u12233', 'laminate', 'laminate', 'Anthracite', '#3B4043'],
  ['black_u12001', 'laminate', 'laminate', 'Black', '#1B1B1B'],
  ['blue_u18004', 'laminate', 'laminate', 'Dove Blue', '#6A8099'],
  ['dark_blue_u18009', 'laminate', 'laminate', 'Night Blue', '#22344B'],
  ['green_u16010', 'laminate', 'laminate', 'Sage Green', '#8DA57D'],
  ['dark_green_u16019', 'laminate', 'laminate', 'Forest Green', '#1F4538'],
  ['red_u17012', 'laminate', 'laminate', 'Brick Red', '#6E2C29'],
  ['pink_u17031', 'laminate', 'laminate', 'Rose', '#D5A3A7'],
  ['yellow_u15036', 'laminate', 'laminate', 'Ochre', '#B08654'],
  ['brown_u18050', 'laminate', 'laminate', 'Mocha', '#4A3732'],

  // Laminate with a wood decor.
  ['oak_h3303', 'laminate_wood', 'laminate_wood', 'Oak Decor', '#C29B68'],
  ['walnut_h3734', 'laminate_wood', 'laminate_wood', 'Walnut Decor', '#6B4A36'],
  ['ash_h1250', 'laminate_wood', 'laminate_wood', 'Ash Decor', '#D6C4A3'],

  // Solid wood and veneer.
  ['oak', 'wood', 'wood', 'Oak', '#C8A165'],
  ['walnut', 'wood', 'wood', 'Walnut', '#5C4033'],
  ['beech', 'wood', 'wood', 'Beech', '#D8B48A'],
  ['ash', 'wood', 'wood', 'Ash', '#DCC9A6'],

  // Metals.
  ['chrome', 'metal', 'metal', 'Chrome', '#DADDE0'],
  ['metal_stainless', 'metal', 'metal', 'Stainless Steel', '#B4B8BB'],
  ['matt_gold', 'metal', 'metal', 'Matt Gold', '#C5A45A'],
  ['aluminium', 'metal', 'metal', 'Aluminium', '#A8A9AD'],
  ['metal_black', 'metal', 'metal', 'Black Steel', '#1E1E1E'],
  ['metal_white', 'metal', 'metal', 'White Steel', '#F0F0EE'],

  // Glass, marble, mirror.
  ['glass_clear', 'glass', 'glass', 'Clear Glass', '#DDEBEB'],
  ['glass_satin', 'glass', 'glass', 'Satin Glass', '#E8EEEE'],
  ['glass_smoked', 'glass', 'glass', 'Smoked Glass', '#5A5F61'],
  ['marble_carrara', 'marble', 'marble', 'Carrara Marble', '#E8E6E1'],
  ['marble_marquina', 'marble', 'marble', 'Nero Marquina Marble', '#1C1C1C'],
  ['marble_verde', 'marble', 'marble', 'Verde Marble', '#2F4F3A'],
  ['mirror_silver', 'mirror', 'mirror', 'Silver Mirror', '#C9CCCE'],
  ['mirror_bronze', 'mirror', 'mirror', 'Bronze Mirror', '#8C6E4F'],

  // Leather (ids carry "leather" because belize, kenia, rancho and toledo are also fabric families).
  ['belize_leather_cognac_2101', 'leather', 'belize', 'Belize Leather Cognac', '#9A5B2E'],
  ['belize_leather_black_2109', 'leather', 'belize', 'Belize Leather Black', '#1D1B1A'],
  ['belize_leather_taupe_2104', 'leather', 'belize', 'Belize Leather Taupe', '#7F7163'],
  ['kenia_leather_brown_3102', 'leather', 'kenia', 'Kenia Leather Brown', '#5E3B27'],
  ['kenia_leather_sand_3105', 'leather', 'kenia', 'Kenia Leather Sand', '#C2A886'],
  ['kenia_leather_grey_3108', 'leather', 'kenia', 'Kenia Leather Grey', '#77797A'],
  ['rancho_leather_tan_4101', 'leather', 'rancho', 'Rancho Leather Tan', '#A8713F'],
  ['rancho_leather_olive_4106', 'leather', 'rancho', 'Rancho Leather Olive', '#5D5A3A'],
  ['rancho_leather_anthracite_4109', 'leather', 'rancho', 'Rancho Leather Anthracite', '#35383A'],
  ['toledo_leather_cream_5101', 'leather', 'toledo', 'Toledo Leather Cream', '#E4D8C3'],
  ['toledo_leather_cognac_5103', 'leather', 'toledo', 'Toledo Leather Cognac', '#8E5129'],
  ['toledo_leather_black_5109', 'leather', 'toledo', 'Toledo Leather Black', '#191919'],

  // Fabric.
  ['diamante_grey_12108', 'fabric', 'diamante', 'Diamante Grey', '#8A8C8E'],
  ['diamante_anthracite_4045', 'fabric', 'diamante', 'Diamante Anthracite', '#3E4144'],
  ['diamante_beige_12102', 'fabric', 'diamante', 'Diamante Beige', '#CDBFA8'],
  ['diamante_blue_12115', 'fabric', 'diamante', 'Diamante Blue', '#3C5470'],
  ['diamante_green_12120', 'fabric', 'diamante', 'Diamante Green', '#5B6B4F'],
  ['brunei_cream_101', 'fabric', 'brunei', 'Brunei Cream', '#E6DCCB'],
  ['brunei_stone_105', 'fabric', 'brunei', 'Brunei Stone', '#A59D91'],
  ['brunei_graphite_109', 'fabric', 'brunei', 'Brunei Graphite', '#4A4B4D'],
  ['velvetex_blue_1007', 'fabric', 'velvetex', 'Velvetex Blue', '#2F4A78'],
  ['velvetex_green_1011', 'fabric', 'velvetex', 'Velvetex Green', '#2F5D4A'],
  ['velvetex_rose_1003', 'fabric', 'velvetex', 'Velvetex Rose', '#C9979A'],
  ['velvetex_mustard_1015', 'fabric', 'velvetex', 'Velvetex Mustard', '#C4952F'],
  ['velvetex_grey_1019', 'fabric', 'velvetex', 'Velvetex Grey', '#7D8083'],
  ['lech_natural_01', 'fabric', 'lech', 'Lech Natural', '#D9CFBF'],
  ['lech_grey_05', 'fabric', 'lech', 'Lech Grey', '#8F8E8A'],
  ['lech_anthracite_09', 'fabric', 'lech', 'Lech Anthracite', '#404245'],
  ['bahama_white_01', 'fabric', 'bahama', 'Bahama White', '#EFEBE3'],
  ['bahama_sand_03', 'fabric', 'bahama', 'Bahama Sand', '#CBB99C'],
  ['bahama_terracotta_07', 'fabric', 'bahama', 'Bahama Terracotta', '#A75A3D'],
  ['oxford_linen_02', 'fabric', 'oxford', 'Oxford Linen', '#D3C7B2'],
  ['oxford_navy_08', 'fabric', 'oxford', 'Oxford Navy', '#26324A'],
  ['fargotex_ivory_11', 'fabric', 'fargotex', 'Fargotex Ivory', '#ECE4D4'],
  ['fargotex_olive_15', 'fabric', 'fargotex', 'Fargotex Olive', '#6E6B47'],
  ['belize_fabric_camel_201', 'fabric', 'belize', 'Belize Camel', '#B08A5E'],
  ['belize_fabric_grey_205', 'fabric', 'belize', 'Belize Grey', '#8B8A88'],
  ['zepel_cream_31', 'fabric', 'zepel', 'Zepel Cream', '#E2D8C6'],
  ['zepel_petrol_36', 'fabric', 'zepel', 'Zepel Petrol', '#2E5257'],
  ['ribcord_beige_41', 'fabric', 'ribcord', 'Ribcord Beige', '#C8B597'],
  ['ribcord_brown_45', 'fabric', 'ribcord', 'Ribcord Brown', '#6A4A35'],
  ['ribcord_green_48', 'fabric', 'ribcord', 'Ribcord Green', '#56634A'],
  ['scala_white_51', 'fabric', 'scala', 'Scala White', '#F0EDE6'],
  ['scala_grey_55', 'fabric', 'scala', 'Scala Grey', '#9A9A98'],
  ['galaxy_silver_61', 'fabric', 'galaxy', 'Galaxy Silver', '#B6B8BA'],
  ['galaxy_midnight_69', 'fabric', 'galaxy', 'Galaxy Midnight', '#23283A'],
  ['kenia_fabric_sand_301', 'fabric', 'kenia', 'Kenia Sand', '#CDB896'],
  ['kenia_fabric_rust_306', 'fabric', 'kenia', 'Kenia Rust', '#94492B'],
  ['rancho_fabric_taupe_401', 'fabric', 'rancho', 'Rancho Taupe', '#877868'],
  ['rancho_fabric_charcoal_409', 'fabric', 'rancho', 'Rancho Charcoal', '#3A3A3B'],
  ['toledo_fabric_cream_501', 'fabric', 'toledo', 'Toledo Cream', '#E6DCC8'],
  ['toledo_fabric_blue_507', 'fabric', 'toledo', 'Toledo Blue', '#3E5A7E'],
] as const satisfies readonly Row[];

/** Every colour id of the catalogue. */
export type ColorId = (typeof TABLE)[number][0];

export interface Color {
  id: ColorId;
  kind: ColorKind;
  family: ColorFamily;
  /** English display name; the web translates by `color.{id}`. */
  name: string;
  /** Display colour, `#RRGGBB`. */
  hex: string;
  /** RAL-style name for lacquers ("RAL 9003"). */
  ral?: string;
}

/** All colours in catalogue order. */
export const COLORS: readonly Color[] = TABLE.map((row): Color => {
  const [id, kind, family, name, hex] = row;
  const ral = row.length > 5 ? (row as Row)[5] : undefined;
  return ral === undefined ? { id, kind, family, name, hex } : { id, kind, family, name, hex, ral };
});

const BY_ID: ReadonlyMap<string, Color> = new Map(COLORS.map((c) => [c.id, c]));

/** True when the string is a catalogue colour id. */
export function colorIs(id: string): id is ColorId {
  return BY_ID.has(id);
}

/** The colour with this id, or undefined. */
export function colorById(id: string): Color | undefined {
  return BY_ID.get(id);
}

/** The colours of one kind, in catalogue order. */
export function colorsOfKind(kind: ColorKind): Color[] {
  return COLORS.filter((c) => c.kind === kind);
}

/** The colours of one family (for leather and fabric: the textile family), in catalogue order. */
export function colorsOfFamily(family: ColorFamily, kind?: ColorKind): Color[] {
  return COLORS.filter((c) => c.family === family && (kind === undefined || c.kind === kind));
}

/** Hex code for a RAL-style name ("RAL 9003" or "9003"), from the lacquer colours. */
export function colorHexOfRal(ral: string): string | undefined {
  const code = ral.replace(/^RAL\s*/i, '').trim();
  return COLORS.find((c) => c.ral === `RAL ${code}`)?.hex;
}

/** RAL-style names to hex (shop.md §3 "Colour codes"). */
export const RAL_HEX: Readonly<Record<string, string>> = Object.fromEntries(
  COLORS.flatMap((c) => (c.ral === undefined ? [] : [[c.ral, c.hex]])),
);

/**
 * The thirteen shelf colour families (configurators.md §3): each groups one hue across laminate,
 * wood, legacy lacquer and metal, so a legacy lacquer maps to the laminate of its own family.
 */
export const SHELF_COLOR_FAMILIES = [
  { id: 'white', name: 'White', colors: ['white_u11209', 'white_9003', 'white_9010', 'metal_white'] },
  { id: 'cream', name: 'Cream', colors: ['cream_u11026', 'cream_9001', 'ivory_1015'] },
  { id: 'beige', name: 'Beige', colors: ['beige_u13081', 'beige_1019'] },
  { id: 'grey', name: 'Grey', colors: ['light_grey_u12044', 'grey_u12091', 'grey_7035', 'grey_7001'] },
  { id: 'anthracite', name: 'Anthracite', colors: ['anthracite_u12233', 'anthracite_7016'] },
  { id: 'black', name: 'Black', colors: ['black_u12001', 'black_9005', 'metal_black'] },
  { id: 'blue', name: 'Blue', colors: ['blue_u18004', 'dark_blue_u18009', 'blue_5014', 'blue_5003'] },
  { id: 'green', name: 'Green', colors: ['green_u16010', 'dark_green_u16019', 'green_6021', 'green_6005'] },
  { id: 'red', name: 'Red', colors: ['red_u17012', 'red_3009'] },
  { id: 'pink', name: 'Pink', colors: ['pink_u17031', 'pink_3015'] },
  { id: 'yellow', name: 'Yellow', colors: ['yellow_u15036', 'yellow_1024'] },
  {
    id: 'wood',
    name: 'Wood',
    colors: ['oak', 'walnut', 'beech', 'ash', 'oak_h3303', 'walnut_h3734', 'ash_h1250', 'brown_u18050', 'brown_8017'],
  },
  { id: 'metal', name: 'Metal', colors: ['chrome', 'metal_stainless', 'aluminium', 'matt_gold'] },
] as const satisfies readonly { id: string; name: string; colors: readonly ColorId[] }[];
export type ShelfColorFamilyId = (typeof SHELF_COLOR_FAMILIES)[number]['id'];

/** The shelf colour family a colour belongs to, or undefined for textiles, glass, marble, mirror. */
export function shelfColorFamilyOf(id: string): ShelfColorFamilyId | undefined {
  return SHELF_COLOR_FAMILIES.find((f) => (f.colors as readonly string[]).includes(id))?.id;
}

/** Leg materials (configurators.md §3): which colours each leg material offers. */
export const LEG_MATERIALS = {
  wood: ['oak', 'walnut', 'beech'],
  varnish: [
    'white_9003',
    'cream_9001',
    'ivory_1015',
    'beige_1019',
    'grey_7035',
    'grey_7001',
    'anthracite_7016',
    'black_9005',
    'blue_5014',
    'blue_5003',
    'green_6021',
    'green_6005',
    'red_3009',
    'pink_3015',
    'yellow_1024',
    'brown_8017',
  ],
  metal: ['chrome', 'metal_stainless', 'matt_gold'],
  laminate: ['black_u12001'],
} as const satisfies Record<string, readonly ColorId[]>;
export type LegMaterial = keyof typeof LEG_MATERIALS;

/** The leg material offering this colour, or undefined. */
export function legMaterialOf(id: string): LegMaterial | undefined {
  for (const [material, ids] of Object.entries(LEG_MATERIALS) as [LegMaterial, readonly string[]][]) {
    if (ids.includes(id)) return material;
  }
  return undefined;
}

/** First step of the conversion (configurators.md §4): legacy lacquer to the laminate of its hue. */
export const LACQUER_TO_LAMINATE = {
  white_9003: 'white_u11209',
  white_9010: 'white_u11209',
  cream_9001: 'cream_u11026',
  ivory_1015: 'cream_u11026',
  beige_1019: 'beige_u13081',
  grey_7035: 'light_grey_u12044',
  grey_7001: 'grey_u12091',
  anthracite_7016: 'anthracite_u12233',
  black_9005: 'black_u12001',
  blue_5014: 'blue_u18004',
  blue_5003: 'dark_blue_u18009',
  green_6021: 'green_u16010',
  green_6005: 'dark_green_u16019',
  red_3009: 'red_u17012',
  pink_3015: 'pink_u17031',
  yellow_1024: 'yellow_u15036',
  brown_8017: 'brown_u18050',
} as const satisfies Record<string, ColorId>;

/**
 * Second step: laminate to oak, walnut or black (configurators.md §4), for products that offer only
 * wood and black laminate. Light and pastel decors become oak, warm dark ones walnut, cold dark ones black.
 */
export const LAMINATE_TO_WOOD = {
  white_u11209: 'oak',
  cream_u11026: 'oak',
  beige_u13081: 'oak',
  light_grey_u12044: 'oak',
  grey_u12091: 'oak',
  anthracite_u12233: 'black_u12001',
  black_u12001: 'black_u12001',
  blue_u18004: 'oak',
  dark_blue_u18009: 'black_u12001',
  green_u16010: 'oak',
  dark_green_u16019: 'black_u12001',
  red_u17012: 'walnut',
  pink_u17031: 'oak',
  yellow_u15036: 'oak',
  brown_u18050: 'walnut',
  oak_h3303: 'oak',
  walnut_h3734: 'walnut',
  ash_h1250: 'oak',
} as const satisfies Record<string, ColorId>;

/** Laminate for a legacy lacquer (or the colour itself when it is no lacquer). */
export function colorToLaminate(id: string): string {
  return (LACQUER_TO_LAMINATE as Record<string, string>)[id] ?? id;
}

/** Oak, walnut or black for a laminate or lacquer (or the colour itself when it has no mapping). */
export function colorToWood(id: string): string {
  const laminate = colorToLaminate(id);
  return (LAMINATE_TO_WOOD as Record<string, string>)[laminate] ?? laminate;
}

/**
 * The colour a product shows when it offers only `allowed` colours: the colour itself if allowed,
 * else its laminate, else oak/walnut/black; undefined when none of these is allowed.
 */
export function colorConvert(id: string, allowed: readonly string[]): string | undefined {
  for (const candidate of [id, colorToLaminate(id), colorToWood(id)]) {
    if (allowed.includes(candidate)) return candidate;
  }
  return undefined;
}

/** The first 1000 digits of pi, the source of the wood effect variation (configurators.md §9). */
export const PI_DIGITS =
  '3141592653589793238462643383279502884197169399375105820974944592307816406286208998628034825342117067' +
  '9821480865132823066470938446095505822317253594081284811174502841027019385211055596446229489549303819' +
  '6442881097566593344612847564823378678316527120190914564856692346034861045432664821339360726024914127' +
  '3724587006606315588174881520920962829254091715364367892590360011330530548820466521384146951941511609' +
  '4330572703657595919530921861173819326117931051185480744623799627495673518857527248912279381830119491' +
  '2983367336244065664308602139494639522473719070217986094370277053921717629317675238467481846766940513' +
  '2000568127145263560827785771342757789609173637178721468440901224953430146549585371050792279689258923' +
  '5420199561121290219608640344181598136297747713099605187072113499999983729780499510597317328160963185' +
  '9502445945534690830264252230825334468503526193118817101000313783875288658753320838142061717766914730' +
  '3598253490428755468731159562863882353787593751957781857780532171226806613001927876611195909216420198';

/** Stable non-negative index for a string id (FNV-1a, 32 bit), so string ids also pick a digit. */
function idIndex(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * Wood effect variation 1..5 for an element id: the pi digit at the id's position (numbers index
 * directly, strings through a hash), folded onto 1..5; the same id always gets the same variation.
 */
export function woodVariation(id: number | string): 1 | 2 | 3 | 4 | 5 {
  const index = typeof id === 'number' ? Math.abs(Math.trunc(id)) : idIndex(id);
  const digit = Number(PI_DIGITS[index % PI_DIGITS.length]);
  return ((digit % 5) + 1) as 1 | 2 | 3 | 4 | 5;
}

/** True for colours drawn with a wood effect (solid wood and wood decor laminate). */
export function colorHasWoodEffect(id: string): boolean {
  const kind = colorById(id)?.kind;
  return kind === 'wood' || kind === 'laminate_wood';
}

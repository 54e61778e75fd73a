/** The flayr line: configurators.md §5 and §9 "Flayr", plus our geometry (docs/decisions.md). */
import { sofaLine, sofaOttomans, type SofaLine } from '../sofa/line.ts';

export const FLAYR_DEFAULT_COLOR = 'diamante_grey_12108';

/** Height maps of §9: armrest and backrest 390 -> 560, 450 -> 620; base 390 -> 180, 450 -> 240. */
export const FLAYR_BACKREST_HEIGHT: Readonly<Record<number, number>> = { 390: 560, 450: 620 };
export const FLAYR_BASE_HEIGHT: Readonly<Record<number, number>> = { 390: 180, 450: 240 };

export const flayrLine: SofaLine = sofaLine({
  furnitureType: 'flayr',
  name: 'Flayr',
  skuPrefix: '310',
  lengthField: 'moduleLength',
  seatLengths: [780, 1020],
  sleepingLengths: [],
  edgeLengths: [],
  // The corner is square and as deep as the seats.
  cornerLength: 'depth',
  extensionModuleLengths: [540, 780, 1020],
  extensionSideLengths: [120, 240],
  extensionDepth: 540,
  allowSquareExtension: true,
  armrestLengths: [120, 240],
  defaultArmrestLength: 240,
  oneCushionModules: [540, 780, 1020],
  oneCushionEnds: [],
  depths: [
    { value: 780, text: 'Up-right' },
    { value: 1020, text: 'Standard' },
  ],
  heights: [390, 450],
  defaultHeight: 450,
  backCushionHeights: [
    { value: 440, text: '60 cm height' },
    { value: 530, text: '85 cm height (support roll)' },
  ],
  // Ottomans 540 to 1140, square, in 12 cm steps plus the 60 cm pouf.
  ottomans: sofaOttomans([540, 600, 660, 780, 900, 1020, 1140]),
  // Open storage modules 660 to 1140, square, in 12 cm steps.
  storageModuleSizes: [660, 780, 900, 1020, 1140],
  defaultModuleLength: 780,
  defaultColor: FLAYR_DEFAULT_COLOR,
  legs: 'none',
  legHeights: { normal: 0, high: 0 },
  defaultLegs: { height: 'normal', type: 'square', color: 'black_u12001' },
  legOffsets: {},
  // Module height 390/450 = glides 30 + base 180/240 + seat cushion 180.
  glideHeight: 30,
  geometry: {
    baseHeight: (h) => FLAYR_BASE_HEIGHT[h] ?? 240,
    backrestHeight: (h) => FLAYR_BACKREST_HEIGHT[h] ?? 620,
    armrestHeight: (h) => FLAYR_BACKREST_HEIGHT[h] ?? 620,
    seatCushionHeight: 180,
    backrestDepth: 240,
    backCushionThickness: 200,
    // Flayr's back cushions stand on the seat cushion, leaning on the backrest.
    backCushionOnSeat: true,
  },
  seatHeights: [600, 660],
  shippingDays: 42,
});

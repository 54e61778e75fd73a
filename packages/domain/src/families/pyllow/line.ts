/** The pyllow line: configurators.md §5 and §9 "Pyllow", plus our geometry (docs/decisions.md). */
import { sofaLine, sofaOttomans, type SofaLine } from '../sofa/line.ts';

export const PYLLOW_DEFAULT_COLOR = 'diamante_grey_12108';
/** Depth of pyllow ottomans (80 x 64 and 100 x 64 cm, the pouf 60 x 64 cm). */
export const PYLLOW_OTTOMAN_DEPTH = 640;

export const pyllowLine: SofaLine = sofaLine({
  furnitureType: 'pyllow',
  name: 'Pyllow',
  skuPrefix: '340',
  lengthField: 'length',
  seatLengths: [620, 770, 1020],
  sleepingLengths: [2040],
  edgeLengths: [1360, 1620],
  cornerLength: 1070,
  // An extension cannot attach to a 620 module.
  extensionModuleLengths: [770, 1020],
  extensionForbiddenLengths: [620],
  extensionSideLengths: [340, 480],
  // Depth 980, 1620 with extension.
  extensionDepth: 640,
  armrestLengths: [340, 480],
  defaultArmrestLength: 480,
  oneCushionModules: [620, 770, 1020],
  oneCushionEnds: [1360, 1620],
  depths: [{ value: 980, text: 'Standard' }],
  heights: [640],
  backCushionHeights: [{ value: 450, text: 'Back cushion' }],
  ottomans: sofaOttomans([600, 800, 1000], PYLLOW_OTTOMAN_DEPTH),
  storageSeatLengths: [770, 1020],
  defaultModuleLength: 1020,
  defaultColor: PYLLOW_DEFAULT_COLOR,
  legs: 'module',
  // Pyllow stands on low 6 cm legs of one height.
  legHeights: { normal: 60, high: 60 },
  defaultLegs: { height: 'normal', type: 'square', color: 'black_u12001' },
  legOffsets: { slanted: 34.4 },
  geometry: {
    // Seat height 420 = legs 60 + base 200 + seat cushion 160.
    baseHeight: () => 200,
    armrestHeight: () => 540,
    seatCushionHeight: 160,
    backrestDepth: 120,
    // The 710 seat: depth 980 - backrest 120 - back cushion 150.
    backCushionThickness: 150,
  },
  seatHeights: [420, 420],
  shippingDays: 35,
});

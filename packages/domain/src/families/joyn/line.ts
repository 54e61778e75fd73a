/** The joyn line: configurators.md §5 and §9 "Joyn and lyvyn", plus our geometry (docs/decisions.md). */
import { sofaLine, sofaOttomans, type SofaLine } from '../sofa/line.ts';

export const JOYN_DEFAULT_COLOR = 'diamante_anthracite_4045';

export const joynLine: SofaLine = sofaLine({
  furnitureType: 'joyn',
  name: 'Joyn',
  skuPrefix: '320',
  lengthField: 'moduleLength',
  seatLengths: [800, 1200, 1600, 2000],
  sleepingLengths: [2000],
  edgeLengths: [1200, 1600, 2000],
  cornerLength: 940,
  extensionModuleLengths: [800, 1200],
  extensionSideLengths: [120, 240],
  // Depth 980, 1620 with extension: the lounge adds 640 (the default extension depth).
  extensionDepth: 640,
  armrestLengths: [120, 240],
  defaultArmrestLength: 120,
  oneCushionModules: [800],
  oneCushionEnds: [1200],
  depths: [{ value: 980, text: 'Standard' }],
  // Body height above the legs; with 11 cm legs the sofa is 76 cm high.
  heights: [650],
  backCushionHeights: [{ value: 500, text: 'Back cushion' }],
  // Joyn ottomans 60, 80, 100 by 60 cm; the pouf is 60 cm, sizes step by the pouf width difference of 20 cm.
  ottomans: sofaOttomans([600, 800, 1000], 600),
  storageSeatLengths: [800, 1200],
  defaultModuleLength: 800,
  defaultColor: JOYN_DEFAULT_COLOR,
  legs: 'design',
  legHeights: { normal: 110, high: 170 },
  defaultLegs: { height: 'normal', type: 'square', color: 'oak' },
  legOffsets: { slanted: 34.4 },
  geometry: {
    // Seat height 420 (480 on high legs) = legs 110 + base 150 + seat cushion 160.
    baseHeight: () => 150,
    armrestHeight: () => 520,
    seatCushionHeight: 160,
    backrestDepth: 180,
    // Seat depth 600 = depth 980 - backrest 180 - back cushion 200 (1240 with the 640 lounge).
    backCushionThickness: 200,
  },
  seatHeights: [420, 480],
  shippingDays: 35,
});

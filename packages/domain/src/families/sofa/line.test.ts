import { describe, expect, it } from 'vitest';
import { joynLine } from '../joyn/line.ts';
import { sofaLine, type SofaLineSpec } from './line.ts';

/** The joyn line as a spec with every common field left out. */
function spec(): SofaLineSpec {
  const line: SofaLineSpec = { ...joynLine, geometry: { ...joynLine.geometry } };
  const common = ['allowSquareExtension', 'defaultBackCushionHeight', 'defaultDepth', 'defaultHeight', 'extensionForbiddenLengths', 'glideHeight', 'roundedCushions', 'storageModuleSizes', 'storageSeatLengths'] as const;
  for (const key of common) delete line[key];
  for (const key of ['backCushionOnSeat', 'backrestHeight', 'roundedCushionSize'] as const) delete line.geometry[key];
  return line;
}

describe('sofaLine', () => {
  it('takes the first depth, height and back cushion height as the defaults, and the common answers', () => {
    const line = sofaLine({ ...spec(), depths: [{ value: 780, text: 'Up-right' }, { value: 1020, text: 'Standard' }], heights: [390, 450] });
    expect([line.defaultDepth, line.defaultHeight, line.defaultBackCushionHeight]).toEqual([780, 390, 500]);
    expect(line).toMatchObject({ allowSquareExtension: false, extensionForbiddenLengths: [], glideHeight: 0, roundedCushions: false, storageModuleSizes: [], storageSeatLengths: [] });
    expect(line.geometry).toMatchObject({ backCushionOnSeat: false, roundedCushionSize: 0 });
    expect(line.geometry.backrestHeight(450)).toBe(450);
    expect(line.geometry.baseHeight(450)).toBe(150);
  });

  it('keeps what a line names itself', () => {
    const line = sofaLine({ ...spec(), defaultHeight: 450, heights: [390, 450], glideHeight: 30, geometry: { ...spec().geometry, backCushionOnSeat: true, backrestHeight: () => 620 } });
    expect(line.defaultHeight).toBe(450);
    expect(line.glideHeight).toBe(30);
    expect(line.geometry.backCushionOnSeat).toBe(true);
    expect(line.geometry.backrestHeight(390)).toBe(620);
  });

  it('refuses a line without a depth to default to', () => {
    expect(() => sofaLine({ ...spec(), depths: [] })).toThrow(/at least one depth/);
  });
});

import { describe, expect, it } from 'vitest';
import { canonicalJson } from './encoding.ts';
import { designsEqual } from './equal.ts';

describe('designsEqual', () => {
  it('is equality as JSON: key order and undefined members do not count', () => {
    const a = { furniture_type: 'shelf', version: 1, columns: [{ length: 564, boards: [1, 2] }], scene: 'natural_wood' };
    expect(designsEqual(a, JSON.parse(JSON.stringify(a)))).toBe(true);
    expect(designsEqual(a, { scene: 'natural_wood', columns: [{ boards: [1, 2], length: 564 }], version: 1, furniture_type: 'shelf' })).toBe(true);
    expect(designsEqual({ ...a, depth: undefined }, a)).toBe(true);
    expect(designsEqual(a, { ...a, depth: undefined })).toBe(true);
  });

  it('sees every difference', () => {
    const a = { columns: [{ length: 564, boards: [1, 2] }], baseboardCut: { height: 0, depth: 0 } };
    expect(designsEqual(a, { ...a, columns: [{ length: 726, boards: [1, 2] }] })).toBe(false);
    expect(designsEqual(a, { ...a, columns: [{ length: 564, boards: [1] }] })).toBe(false);
    expect(designsEqual(a, { ...a, baseboardCut: { height: 6, depth: 2 } })).toBe(false);
    expect(designsEqual(a, { ...a, extra: null })).toBe(false);
    expect(designsEqual({ list: [] }, { list: {} })).toBe(false);
    expect(designsEqual({ value: 1 }, { value: '1' })).toBe(false);
    expect(designsEqual(null, {})).toBe(false);
  });

  it('agrees with the canonical JSON the design is encoded from', () => {
    const designs = [{ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }, { a: 1, b: [1, { c: 3 }] }, { a: 1 }, { a: 1, b: undefined }];
    for (const x of designs) for (const y of designs) expect(designsEqual(x, y)).toBe(canonicalJson(x) === canonicalJson(y));
  });
});

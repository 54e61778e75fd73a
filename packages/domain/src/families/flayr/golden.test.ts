import { describe, expect, it } from 'vitest';
import { sofaGolden } from '../sofa/test-golden.ts';
import { flayrFamily, flayrReferenceDesigns } from './index.ts';

describe('golden files of the reference flayr designs', () => {
  it.each(Object.keys(flayrReferenceDesigns))('%s', async (name) => {
    const golden = sofaGolden(flayrFamily, name, flayrReferenceDesigns[name]!);
    await expect(`${JSON.stringify(golden, null, 2)}\n`).toMatchFileSnapshot(`__golden__/${name}.json`);
  });
});

import { describe, expect, it } from 'vitest';
import { sofaGolden } from '../sofa/test-golden.ts';
import { lyvynFamily, lyvynReferenceDesigns } from './index.ts';

describe('golden files of the reference lyvyn designs', () => {
  it.each(Object.keys(lyvynReferenceDesigns))('%s', async (name) => {
    const golden = sofaGolden(lyvynFamily, name, lyvynReferenceDesigns[name]!);
    await expect(`${JSON.stringify(golden, null, 2)}\n`).toMatchFileSnapshot(`__golden__/${name}.json`);
  });
});

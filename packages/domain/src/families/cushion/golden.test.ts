import { describe, expect, it } from 'vitest';
import { sofaGolden } from '../sofa/test-golden.ts';
import { cushionFamily, cushionReferenceDesigns } from './index.ts';

describe('golden files of every cushion size', () => {
  it.each(Object.keys(cushionReferenceDesigns))('%s', async (name) => {
    const golden = sofaGolden(cushionFamily, name, cushionReferenceDesigns[name]!);
    await expect(`${JSON.stringify(golden, null, 2)}\n`).toMatchFileSnapshot(`__golden__/${name}.json`);
  });
});

import { describe, expect, it } from 'vitest';
import { sofaGolden } from '../sofa/test-golden.ts';
import { pyllowFamily, pyllowReferenceDesigns } from './index.ts';

describe('golden files of the reference pyllow designs', () => {
  it.each(Object.keys(pyllowReferenceDesigns))('%s', async (name) => {
    const golden = sofaGolden(pyllowFamily, name, pyllowReferenceDesigns[name]!);
    await expect(`${JSON.stringify(golden, null, 2)}\n`).toMatchFileSnapshot(`__golden__/${name}.json`);
  });
});

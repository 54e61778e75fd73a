import { describe, expect, it } from 'vitest';
import { sofaGolden } from '../sofa/test-golden.ts';
import { joynFamily, joynReferenceDesigns } from './index.ts';

describe('golden files of the reference joyn designs', () => {
  it.each(Object.keys(joynReferenceDesigns))('%s', async (name) => {
    const golden = sofaGolden(joynFamily, name, joynReferenceDesigns[name]!);
    await expect(`${JSON.stringify(golden, null, 2)}\n`).toMatchFileSnapshot(`__golden__/${name}.json`);
  });
});

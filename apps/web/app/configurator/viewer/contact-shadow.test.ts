import { describe, expect, it } from 'vitest';
import { boxesSharing } from './contact-shadow.ts';

const box = (x: number, width: number) => ({ center: { x, y: 10, z: 0 }, size: { x: width, y: 20, z: 30 } });

describe('boxesSharing', () => {
  it('gives back the last boxes while none moves or changes size, and the new ones otherwise', () => {
    const same = boxesSharing<ReturnType<typeof box> & { color?: string }>();
    const first = [box(0, 40), box(40, 40)];
    expect(same(first)).toBe(first);
    // A colour change: new objects, the same places and sizes.
    expect(same([{ ...box(0, 40), color: 'white' }, { ...box(40, 40), color: 'white' }])).toBe(first);
    const wider = [box(0, 40), box(45, 50)];
    expect(same(wider)).toBe(wider);
    expect(same([box(0, 40)])).not.toBe(wider);
  });
});

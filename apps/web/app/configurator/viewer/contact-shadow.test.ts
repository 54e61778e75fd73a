import { describe, expect, it } from 'vitest';
import { boxesSharing, contactShadow } from './contact-shadow.ts';

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

describe('contactShadow', () => {
  it('darkens under a part on the floor, fades towards the map edge, and leaves a high part out', () => {
    const onFloor = { center: { x: 0, y: 20, z: 0 }, size: { x: 100, y: 40, z: 40 } };
    const high = { center: { x: 0, y: 150, z: 0 }, size: { x: 100, y: 40, z: 40 } };
    const shadow = contactShadow([onFloor, high]);
    const n = shadow.size;
    const at = (x: number, z: number): number => shadow.alpha[Math.round(((z - shadow.minZ) / (shadow.maxZ - shadow.minZ)) * (n - 1)) * n + Math.round(((x - shadow.minX) / (shadow.maxX - shadow.minX)) * (n - 1))]!;
    expect(at(0, 0)).toBeGreaterThan(0.9);
    expect(at(shadow.minX + 1, shadow.minZ + 1)).toBeLessThan(0.01);
    expect(contactShadow([high]).minX).toBeLessThan(-40);
    expect(Math.max(...contactShadow([high]).alpha)).toBe(0);
  });
});

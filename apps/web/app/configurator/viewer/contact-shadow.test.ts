import { describe, expect, it } from 'vitest';
import { boxesSharing, contactShadow, recentContactShadow, towardsWall } from './contact-shadow.ts';

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

describe('recentContactShadow', () => {
  it("answers a shape seen lately with the shadow computed then, floor and wall apart, and forgets the oldest of more than eight", () => {
    const shape = (width: number) => [box(0, width), box(width, 40)];
    const floor = recentContactShadow(shape(40));
    expect(floor).toEqual(contactShadow(shape(40)));
    // The same places and sizes in new objects (undo, or an option taken back): the same map, not computed again.
    expect(recentContactShadow(shape(40))).toBe(floor);
    const wall = recentContactShadow(shape(40), -30);
    expect(wall).not.toBe(floor);
    expect(wall).toEqual(contactShadow(towardsWall(shape(40), -30)));
    expect(recentContactShadow(shape(40), -30)).toBe(wall);
    // Eight other shapes later both are forgotten: the floor's is computed again.
    for (let w = 1; w <= 8; w++) recentContactShadow(shape(40 + w));
    const again = recentContactShadow(shape(40));
    expect(again).not.toBe(floor);
    expect(again).toEqual(floor);
  });
});

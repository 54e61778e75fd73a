import { FAMILIES, REFERENCE_DESIGNS, sceneObjects, type FurnitureType, type SceneObject } from '@masswerk/domain';
import { describe, expect, it } from 'vitest';
import { easeOpen, frontOfParts, frontsOf, openScene } from './open-scene.ts';
import { hasOpenables } from './pick.ts';
import { layoutScene, localSize } from './scene-layout.ts';

const scenesOf = (type: FurnitureType): SceneObject[][] =>
  [FAMILIES[type].defaults(), ...Object.values(REFERENCE_DESIGNS[type])].map((d) => sceneObjects(FAMILIES[type].elements(d as never)));

const byName = (objects: readonly SceneObject[]) => new Map(objects.map((o, i) => [`${i}`, o]));

describe('openScene', () => {
  it('leaves a closed scene, and a piece without doors or drawers, as it is', () => {
    const sofa = scenesOf('joyn')[0]!;
    expect(hasOpenables(sofa)).toBe(false);
    expect(openScene(sofa, 1)).toBe(sofa);
    const wardrobe = scenesOf('wardrobe')[0]!;
    expect(openScene(wardrobe, 0)).toBe(wardrobe);
  });

  it('swings every turning door of a wardrobe out round its hinge, its handle with it', () => {
    const closed = scenesOf('wardrobe')[0]!;
    expect(hasOpenables(closed)).toBe(true);
    const open = openScene(closed, 1);
    const before = byName(closed);
    for (const [key, o] of byName(open)) {
      const was = before.get(key)!;
      if (was.type === 'door') {
        expect(Math.abs(o.rotation.y)).toBeCloseTo(100);
        expect(o.center.z).toBeGreaterThan(was.center.z + was.size.x / 3);
        // The door keeps its own size: only its turn changes.
        expect(localSize(o).map(Math.round)).toEqual(localSize(was).map(Math.round));
      }
      if (was.type.startsWith('handle_')) expect(o.center).not.toEqual(was.center);
      if (was.type === 'board' || was.type === 'outer_wall') expect(o).toBe(was);
    }
  });

  it('pulls drawers out with their boxes and handles, for every shelf and wardrobe design', () => {
    for (const type of ['shelf', 'wardrobe'] as const) {
      for (const closed of scenesOf(type)) {
        const open = openScene(closed, 1);
        closed.forEach((was, i) => {
          const o = open[i]!;
          if (was.invisible) return;
          if (was.type === 'drawer_front') expect(o.center.z, `${type} ${was.name}`).toBeGreaterThan(was.center.z + 10);
          const onFront = closed.some((f) => (f.type === 'door' || f.type === 'drawer_front') && f.section === was.section && Math.abs(f.center.x - was.center.x) < f.size.x / 2 && Math.abs(f.center.y - was.center.y) < f.size.y / 2);
          // A handle on a turning door or a drawer front moves with it.
          if (was.type.startsWith('handle_') && onFront) expect(o.center, `${type} ${was.name}`).not.toEqual(was.center);
        });
      }
    }
  });

  it('slides sliding doors over the first of their module', () => {
    const closed = scenesOf('wardrobe').find((s) => s.some((o) => o.type === 'sliding_door'))!;
    const open = openScene(closed, 1);
    const xs = new Set(open.filter((o) => o.type === 'sliding_door').map((o) => `${o.section}:${o.center.x.toFixed(1)}`));
    const modules = new Set(open.filter((o) => o.type === 'sliding_door').map((o) => o.section));
    expect(xs.size).toBe(modules.size);
  });

  it('needs no new geometry or material while a door opens: the batches keep their keys', () => {
    for (const type of ['shelf', 'wardrobe'] as const) {
      for (const closed of scenesOf(type)) {
        const keys = new Set(layoutScene(closed, []).map((b) => b.key));
        for (const share of [0.3, 0.9, 1]) {
          for (const b of layoutScene(openScene(closed, easeOpen(share)), [])) expect(keys, `${type} ${b.key}`).toContain(b.key);
        }
      }
    }
  });

  it('opens one front by its key: that door swings, the others stay, and its handle goes with it', () => {
    const closed = scenesOf('wardrobe')[0]!;
    const fronts = frontsOf(closed);
    expect(new Set(fronts.map((f) => f.key)).size).toBe(fronts.length);
    const door = fronts.find((f) => f.kind === 'door')!;
    expect(door.key).toBe(`${door.section}:door:1`);
    const open = openScene(closed, new Map([[door.key, 1]]));
    closed.forEach((was, i) => {
      if (i === door.index) expect(Math.abs(open[i]!.rotation.y)).toBeCloseTo(100);
      else if (was.type === 'door' || was.type === 'drawer_front') expect(open[i]).toBe(was);
    });
    const parts = frontOfParts(closed);
    const handles = [...parts].filter(([i, f]) => f.key === door.key && closed[i]!.type.startsWith('handle_'));
    expect(handles.length).toBeGreaterThan(0);
    for (const [i] of handles) expect(open[i]!.center).not.toEqual(closed[i]!.center);
    expect(openScene(closed, new Map([[door.key, 0]]))).toBe(closed);
  });

  it('slides one sliding door away, the first over the second', () => {
    const closed = scenesOf('wardrobe').find((s) => s.some((o) => o.type === 'sliding_door'))!;
    const fronts = frontsOf(closed).filter((f) => closed[f.index]!.type === 'sliding_door');
    const section = fronts[0]!.section;
    const mine = fronts.filter((f) => f.section === section).sort((a, b) => closed[a.index]!.center.x - closed[b.index]!.center.x);
    const open = openScene(closed, new Map([[mine[0]!.key, 1]]));
    expect(open[mine[0]!.index]!.center.x).toBeCloseTo(closed[mine[1]!.index]!.center.x);
  });
});

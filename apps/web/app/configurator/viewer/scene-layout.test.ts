import { FAMILIES, REFERENCE_DESIGNS, sceneObjects, type SceneObject } from '@masswerk/domain';
import { describe, expect, it } from 'vitest';
import { HANGING_UNDERSIDE_CM, layoutScene, liftedScene, localSize, sceneMounting, sceneTextureKeys } from './scene-layout.ts';
import { textureOf } from './material-spec.ts';
import { roomStyleOf } from './room-style.ts';

const sceneOf = (type: keyof typeof FAMILIES, name?: string): SceneObject[] => {
  const family = FAMILIES[type];
  const design = name ? REFERENCE_DESIGNS[type][name]! : family.defaults();
  return sceneObjects(family.elements(design));
};

describe('localSize', () => {
  it('turns a quarter-turned sofa part back to its own length, height and depth', () => {
    expect(localSize({ size: { x: 98, y: 52, z: 12 } as never, rotation: { x: 0, y: 90, z: 0 } })).toEqual([12, 52, 98]);
  });
  it('stands a closet rod (96 cm along x, turned 90 degrees about z) up as a 96 cm cylinder', () => {
    const s = localSize({ size: { x: 96, y: 3, z: 3 } as never, rotation: { x: 0, y: 0, z: 90 } });
    expect(s.map((v) => Math.round(v))).toEqual([3, 96, 3]);
  });
});

describe('layoutScene', () => {
  it('draws the default shelf in a handful of batches (boards and walls share one)', () => {
    const batches = layoutScene(sceneOf('shelf'), []);
    expect(batches.length).toBeLessThanOrEqual(6);
    expect(batches.reduce((n, b) => n + b.items.length, 0)).toBe(24);
  });
  it('keeps every family, reference design included, within the draw-call budget', () => {
    for (const type of Object.keys(FAMILIES) as (keyof typeof FAMILIES)[]) {
      for (const name of Object.keys(REFERENCE_DESIGNS[type])) {
        const batches = layoutScene(sceneOf(type, name), []);
        expect(batches.length, `${type} ${name}`).toBeLessThan(100);
      }
    }
  });
  it('skips invisible objects and splits the selected section into a highlighted batch', () => {
    const scene = sceneOf('joyn', 'sleeping');
    const visible = scene.filter((o) => !o.invisible).length;
    const batches = layoutScene(scene, ['m0']);
    expect(batches.reduce((n, b) => n + b.items.length, 0)).toBe(visible);
    expect(batches.filter((b) => b.highlighted).flatMap((b) => b.items).every((i) => i.object.section === 'm0')).toBe(true);
    expect(batches.some((b) => b.highlighted)).toBe(true);
  });
  it('rounds upholstery and builds cushions to size, scales hard boxes', () => {
    const batches = layoutScene(sceneOf('flayr'), []);
    const kinds = new Set(batches.map((b) => b.geometry.kind));
    expect(kinds.has('block')).toBe(true);
    expect(kinds.has('puffed')).toBe(true);
    const cushion = batches.find((b) => b.geometry.kind === 'puffed')!;
    expect(cushion.items[0]!.scale).toEqual([1, 1, 1]);
    const shelfBox = layoutScene(sceneOf('shelf'), []).find((b) => b.geometry.kind === 'box')!;
    expect(shelfBox.items[0]!.scale[1]).toBeGreaterThan(1);
  });
  it("draws a textile sofa's legs with the textiles' program, and nothing of a scene without textiles", () => {
    const sofa = layoutScene(sceneOf('joyn'), []);
    const legs = sofa.filter((b) => b.material.surface !== 'fabric');
    expect(sofa.some((b) => b.material.surface === 'fabric')).toBe(true);
    expect(legs.length).toBeGreaterThan(0);
    for (const b of legs) {
      expect(b.material.textileProgram, b.material.key).toBe(true);
      // Its own material in the viewer's cache, apart from the same wood drawn in a scene without textiles.
      expect(b.material.key).toMatch(/\|textile$/);
    }
    expect(layoutScene(sceneOf('shelf'), []).some((b) => b.material.textileProgram)).toBe(false);
  });
});

describe('sceneMounting: a hanging shelf hangs on the wall', () => {
  const bottomOf = (objects: readonly SceneObject[], type?: string): number =>
    Math.min(...objects.filter((o) => !o.invisible && (type === undefined || o.type === type)).map((o) => o.center.y - o.size.y / 2));

  it('lifts a hanging shelf so its rail is HANGING_UNDERSIDE_CM above the floor', () => {
    const scene = sceneOf('shelf', 'one-column-hanging');
    const mounting = sceneMounting(scene);
    expect(mounting.hangs).toBe(true);
    expect(mounting.lift).toBeGreaterThan(0);
    const lifted = liftedScene(scene, mounting.lift);
    expect(bottomOf(lifted)).toBeCloseTo(HANGING_UNDERSIDE_CM, 6);
    expect(bottomOf(lifted, 'bottom_board')).toBeGreaterThan(HANGING_UNDERSIDE_CM);
    // Everything moves together; nothing else of a part changes.
    lifted.forEach((o, i) => {
      expect(o.center.y - scene[i]!.center.y).toBeCloseTo(mounting.lift, 6);
      expect({ ...o, center: null, position: null }).toEqual({ ...scene[i]!, center: null, position: null });
    });
  });

  it('leaves a standing shelf where the domain puts it: on its legs, its body at the legs’ height', () => {
    const scene = sceneOf('shelf');
    expect(sceneMounting(scene)).toEqual({ hangs: false, lift: 0 });
    expect(liftedScene(scene, 0)).toBe(scene);
    expect(bottomOf(scene)).toBe(0);
    expect(bottomOf(scene, 'bottom_board')).toBeCloseTo(12, 6);
  });

  it('lifts no other family or mounting', () => {
    for (const type of Object.keys(FAMILIES) as (keyof typeof FAMILIES)[]) {
      for (const name of Object.keys(REFERENCE_DESIGNS[type])) {
        const scene = sceneOf(type, name);
        const hangs = scene.some((o) => o.type === 'hanging_rail');
        expect(sceneMounting(scene).lift > 0, `${type} ${name}`).toBe(hangs);
      }
    }
  });
});

describe('sceneTextureKeys', () => {
  it("names each texture the scene's batches and its room draw, once", () => {
    const scene = sceneOf('shelf');
    const room = roomStyleOf('natural_wood');
    const keys = sceneTextureKeys(scene, room);
    const fromBatches = layoutScene(scene, []).flatMap((b) => textureOf(b.material)?.key ?? []);
    expect(new Set(keys)).toEqual(new Set([...fromBatches, 'plaster', 'planks#91']));
    expect(keys.length).toBe(new Set(keys).size);
    expect(sceneTextureKeys(scene, null)).toEqual([...new Set(fromBatches)]);
  });
});

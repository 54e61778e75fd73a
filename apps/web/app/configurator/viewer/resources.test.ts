import { FAMILIES, sceneObjects } from '@masswerk/domain';
import { Texture } from 'three';
import { describe, expect, it } from 'vitest';
import { materialSpecOf } from './material-spec.ts';
import { ViewerResources } from './resources.ts';
import { layoutScene } from './scene-layout.ts';

describe('ViewerResources', () => {
  it('reuses geometry and materials, and disposes what a new scene no longer uses', () => {
    const disposed: string[] = [];
    const resources = new ViewerResources(undefined, () => new Texture());
    const shelf = layoutScene(sceneObjects(FAMILIES.shelf.elements(FAMILIES.shelf.defaults())), []);
    const use = (batches: typeof shelf) => {
      for (const b of batches) {
        const g = resources.geometry(b.geometry);
        const m = resources.material(b.material, b.highlighted);
        g.addEventListener('dispose', () => disposed.push(`g:${b.geometry.key}`));
        m.addEventListener('dispose', () => disposed.push(`m:${b.material.key}`));
      }
      resources.retain(batches);
    };
    use(shelf);
    const start = resources.counts();
    expect(resources.geometry(shelf[0]!.geometry)).toBe(resources.geometry(shelf[0]!.geometry));
    // Ten back-and-forth edits leave the same resources as the start.
    const sofa = layoutScene(sceneObjects(FAMILIES.joyn.elements(FAMILIES.joyn.defaults())), ['m0']);
    for (let i = 0; i < 10; i++) {
      use(sofa);
      use(shelf);
    }
    expect(resources.counts()).toEqual(start);
    expect(disposed.some((d) => d.startsWith('m:diamante'))).toBe(true);
    resources.dispose();
    expect(resources.counts()).toEqual({ geometries: 0, materials: 0, textures: 0 });
  }, 30_000);
});

describe('ViewerResources program keepers', () => {
  it('keeps one freed material per compiled program undisposed, disposes the keeper it replaces, and all of them at the end', () => {
    const resources = new ViewerResources(undefined, () => new Texture());
    const disposed = new Set<string>();
    const shelf = layoutScene(sceneObjects(FAMILIES.shelf.elements(FAMILIES.shelf.defaults())), []);
    const sofa = layoutScene(sceneObjects(FAMILIES.joyn.elements(FAMILIES.joyn.defaults())), []);
    const materials = (batches: typeof shelf) => {
      const list = batches.map((b) => resources.material(b.material, b.highlighted));
      for (const m of list) m.addEventListener('dispose', () => disposed.add(m.uuid));
      return list;
    };
    // Every material has the same program here: one keeper at a time.
    const program = {};
    const shelfMaterials = [...new Set(materials(shelf))];
    resources.retain(shelf, () => program);
    const sofaMaterials = new Set(materials(sofa));
    resources.retain(sofa, () => program);
    const freed = shelfMaterials.filter((m) => !sofaMaterials.has(m));
    expect(freed.length).toBeGreaterThan(1);
    expect(freed.filter((m) => disposed.has(m.uuid))).toHaveLength(freed.length - 1);
    expect(resources.counts().materials).toBe(sofaMaterials.size);
    resources.dispose();
    for (const m of [...shelfMaterials, ...sofaMaterials]) expect(disposed.has(m.uuid)).toBe(true);
  }, 30_000);
});

describe('ViewerResources textures', () => {
  it('draws a wood grain once per page: a texture freed and needed again reuses its pixels', () => {
    const spec = materialSpecOf('oak', undefined, 3);
    expect(spec.grain).toBeDefined();
    const resources = new ViewerResources();
    type Mapped = { map: Texture<{ data: Uint8Array }> };
    const first = resources.material(spec, false) as unknown as Mapped;
    const pixels = first.map.image.data;
    resources.retain([]);
    expect(resources.counts().textures).toBe(0);
    const again = resources.material(spec, false) as unknown as Mapped;
    expect(again.map).not.toBe(first.map);
    expect(again.map.image.data).toBe(pixels);
    // Drawing the grain takes a second or more on a busy two-core machine: more than the default 5 s budget allows for.
  }, 30_000);
});

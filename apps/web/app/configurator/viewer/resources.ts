/**
 * The viewer's geometry, material and texture cache: one geometry per shape (and size where it is
 * built to size), one material per colour id + variation (+ highlight), one texture per pattern.
 * After each scene change the viewer calls retain() with what the new scene uses and everything
 * else is disposed, so 200 edits leave the GPU with what the current piece needs and no more.
 */
import type { BufferGeometry, Material, Texture } from 'three';
import { buildGeometry } from './geometries.ts';
import { buildMaterial, textureFromPixels } from './materials.ts';
import { textureOf } from './material-spec.ts';
import type { MaterialSpec } from './material-spec.ts';
import type { Batch, GeometrySpec } from './scene-layout.ts';
import { pixelsFor } from './scene-assets.ts';

export interface ResourceCounts {
  geometries: number;
  materials: number;
  textures: number;
}

export class ViewerResources {
  private readonly geometries = new Map<string, BufferGeometry>();
  private readonly materials = new Map<string, { material: Material; texture: string | null }>();
  private readonly textures = new Map<string, Texture>();
  /**
   * Materials a scene no longer uses but not disposed, one per shader program, so that program stays
   * compiled: a kind of material that comes back (a style switched back, a wood after a laminate) is
   * drawn without compiling it again, the slow part of a draw in software WebGL. Their textures and
   * geometry are freed as usual; there are as many as programs were ever needed, a handful.
   */
  private readonly keepers = new Map<unknown, Material>();

  constructor(
    private readonly makeGeometry: (spec: GeometrySpec) => BufferGeometry = buildGeometry,
    private readonly makeTexture: (key: string) => Texture = (key) => textureFromPixels(pixelsFor(key)),
  ) {}

  geometry(spec: GeometrySpec): BufferGeometry {
    let g = this.geometries.get(spec.key);
    if (!g) {
      g = this.makeGeometry(spec);
      this.geometries.set(spec.key, g);
    }
    return g;
  }

  material(spec: MaterialSpec, highlighted: boolean): Material {
    const key = materialKey(spec, highlighted);
    let entry = this.materials.get(key);
    if (!entry) {
      const tex = textureOf(spec);
      entry = { material: buildMaterial(spec, highlighted, tex ? this.texture(tex.key) : null), texture: tex?.key ?? null };
      this.materials.set(key, entry);
    }
    return entry.material;
  }

  private texture(key: string): Texture {
    let t = this.textures.get(key);
    if (!t) {
      t = this.makeTexture(key);
      this.textures.set(key, t);
    }
    return t;
  }

  /**
   * Disposes every geometry, material and texture the given batches do not use; with `programOf` (the
   * renderer's compiled program of a material), a freed material is kept as its program's keeper instead.
   */
  retain(batches: readonly Batch[], programOf?: (material: Material) => unknown): void {
    const geometryKeys = new Set(batches.map((b) => b.geometry.key));
    const materialKeys = new Set(batches.map((b) => materialKey(b.material, b.highlighted)));
    for (const [key, g] of this.geometries) {
      if (!geometryKeys.has(key)) {
        g.dispose();
        this.geometries.delete(key);
      }
    }
    const textureKeys = new Set<string>();
    for (const [key, entry] of this.materials) {
      if (materialKeys.has(key)) {
        if (entry.texture) textureKeys.add(entry.texture);
      } else {
        this.free(entry.material, programOf?.(entry.material));
        this.materials.delete(key);
      }
    }
    for (const [key, t] of this.textures) {
      if (!textureKeys.has(key)) {
        t.dispose();
        this.textures.delete(key);
      }
    }
  }

  private free(material: Material, program: unknown): void {
    if (program === undefined || program === null) {
      material.dispose();
      return;
    }
    const keeper = this.keepers.get(program);
    if (keeper !== undefined && keeper !== material) keeper.dispose();
    this.keepers.set(program, material);
  }

  counts(): ResourceCounts {
    return { geometries: this.geometries.size, materials: this.materials.size, textures: this.textures.size };
  }

  dispose(): void {
    this.retain([]);
    for (const keeper of this.keepers.values()) keeper.dispose();
    this.keepers.clear();
  }
}

function materialKey(spec: MaterialSpec, highlighted: boolean): string {
  return highlighted ? `${spec.key}|hl` : spec.key;
}

import { Texture, type MeshPhysicalMaterial, type MeshStandardMaterial, type WebGLProgramParametersWithUniforms } from 'three';
import { describe, expect, it } from 'vitest';
import { materialSpecOf } from './material-spec.ts';
import { buildMaterial, plainTexture } from './materials.ts';

/** What three gives onBeforeCompile, as far as the box projection reads it. */
function compiled(material: MeshStandardMaterial): WebGLProgramParametersWithUniforms {
  const shader = { uniforms: {}, vertexShader: 'void main() {\n#include <uv_vertex>\n}', fragmentShader: '' } as unknown as WebGLProgramParametersWithUniforms;
  material.onBeforeCompile(shader, undefined as never);
  return shader;
}

describe('buildMaterial', () => {
  const wood = materialSpecOf('oak', undefined, 2);
  const marble = materialSpecOf('marble_carrara', undefined, undefined);
  const laminate = materialSpecOf('white_u11209', undefined, undefined);

  it('draws plain and textured surfaces of every tile size with one shader program', () => {
    const grain = buildMaterial(wood, false, new Texture()) as MeshStandardMaterial;
    const veins = buildMaterial(marble, false, new Texture()) as MeshStandardMaterial;
    const plain = buildMaterial(laminate, false, null) as MeshStandardMaterial;
    const selected = buildMaterial(laminate, true, null) as MeshStandardMaterial;
    // three keys a program by its defines (a map or none) and customProgramCacheKey.
    for (const m of [veins, plain, selected]) {
      expect(m.customProgramCacheKey()).toBe(grain.customProgramCacheKey());
      expect(m.map).not.toBeNull();
    }
    expect(plain.map).toBe(plainTexture());
    expect(selected.map).toBe(plainTexture());
  });

  it("draws a part of a textile scene by the textiles' program, with a sheen of no colour", () => {
    const fabric = buildMaterial(materialSpecOf('diamante_grey_12108', undefined, undefined), false, null) as MeshPhysicalMaterial;
    const leg = buildMaterial({ ...wood, textileProgram: true }, false, new Texture()) as MeshPhysicalMaterial;
    expect(fabric.sheen).toBeGreaterThan(0);
    // three defines USE_SHEEN for a sheen above 0 and PHYSICAL for a physical material: the same program.
    expect(leg.type).toBe(fabric.type);
    expect(leg.sheen).toBeGreaterThan(0);
    expect(leg.sheenColor.getHex()).toBe(0x000000);
    expect(leg.clearcoat).toBe(0);
    expect(leg.customProgramCacheKey()).toBe(fabric.customProgramCacheKey());
    expect((buildMaterial(wood, false, new Texture()) as MeshStandardMaterial).type).toBe('MeshStandardMaterial');
  });

  it('gives each material its tile size as a uniform of the shared code', () => {
    const grain = compiled(buildMaterial(wood, false, new Texture()) as MeshStandardMaterial);
    const plain = compiled(buildMaterial(laminate, false, null) as MeshStandardMaterial);
    expect(grain.vertexShader).toBe(plain.vertexShader);
    expect(grain.vertexShader).toContain('uniform vec2 mwTile;');
    expect(grain.vertexShader).toContain('/ mwTile');
    expect(grain.vertexShader).not.toContain('#include <uv_vertex>');
    expect((grain.uniforms.mwTile!.value as { toArray(): number[] }).toArray()).toEqual([120, 30]);
    expect((plain.uniforms.mwTile!.value as { toArray(): number[] }).toArray()).toEqual([100, 100]);
  });

  it('keeps a plain surface its colour: the texel is white, in sRGB', () => {
    const texel = plainTexture();
    expect([...(texel.image.data as Uint8Array)]).toEqual([255, 255, 255, 255]);
    expect(texel.colorSpace).toBe('srgb');
  });
});

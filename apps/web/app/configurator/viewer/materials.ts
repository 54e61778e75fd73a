/**
 * three.js materials and textures from material specs. Textured surfaces get their texture
 * coordinates from the part's own size in centimetres (a box projection in the vertex shader), so one
 * unit box scaled to a 2 m board or a 40 cm leg shows grain at the true scale, running along the
 * part's longest side, and every instance is shifted so neighbouring boards do not repeat.
 */
import {
  Color,
  DataTexture,
  LinearFilter,
  LinearMipmapLinearFilter,
  type Material,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  type MeshStandardMaterialParameters,
  RepeatWrapping,
  RGBAFormat,
  SRGBColorSpace,
  type Texture,
  Vector2,
  type WebGLProgramParametersWithUniforms,
} from 'three';
import { type MaterialSpec, textureOf } from './material-spec.ts';
import type { Pixels } from './texture-pixels.ts';

/** Highlight of selected parts: a blue glow that reads on white laminate and on dark fabric alike. */
export const HIGHLIGHT_COLOR = '#3d7bff';
const HIGHLIGHT_INTENSITY = 0.16;

/**
 * One white texel. A plain surface samples it as its map, so plain and textured surfaces share one
 * shader program: each program is compiled by the GPU (software WebGL: about 80 ms each, on a
 * thread of its own) before the first frame can show, and a texture lookup per pixel costs nothing
 * by comparison. Shared by every material and never disposed: it holds four bytes.
 */
let plain: DataTexture | null = null;
export function plainTexture(): DataTexture {
  if (!plain) {
    plain = new DataTexture(new Uint8Array([255, 255, 255, 255]), 1, 1, RGBAFormat);
    plain.colorSpace = SRGBColorSpace;
    plain.needsUpdate = true;
  }
  return plain;
}

/** The tile a plain surface's white texel is spread over: any size gives the same colour. */
const PLAIN_TILE_CM = [100, 100] as const;

/** A repeating, mipmapped sRGB texture from generated pixels. */
export function textureFromPixels(p: Pixels): DataTexture {
  const t = new DataTexture(p.data, p.width, p.height, RGBAFormat);
  t.colorSpace = SRGBColorSpace;
  t.wrapS = RepeatWrapping;
  t.wrapT = RepeatWrapping;
  t.magFilter = LinearFilter;
  t.minFilter = LinearMipmapLinearFilter;
  t.generateMipmaps = true;
  t.anisotropy = 4;
  t.needsUpdate = true;
  return t;
}

/**
 * Replaces the mesh's texture coordinates with a box projection in centimetres: the face is chosen
 * by the normal, u runs along the part's longest side (the grain), v across it.
 */
function boxProjection(tileCm: readonly [number, number]) {
  return (shader: WebGLProgramParametersWithUniforms): void => {
    // The tile size is a uniform, not a constant in the code, so every tile size shares one program.
    shader.uniforms.mwTile = { value: new Vector2(tileCm[0], tileCm[1]) };
    shader.vertexShader = `uniform vec2 mwTile;\n${shader.vertexShader}`.replace(
      '#include <uv_vertex>',
      /* glsl */ `
#ifdef USE_MAP
  vec3 mwScale = vec3(1.0);
  vec3 mwOffset = vec3(0.0);
  #ifdef USE_INSTANCING
    mwScale = vec3(length(instanceMatrix[0].xyz), length(instanceMatrix[1].xyz), length(instanceMatrix[2].xyz));
    mwOffset = instanceMatrix[3].xyz;
  #endif
  vec3 mwP = position * mwScale;
  vec3 mwN = abs(normal);
  int mwFace = (mwN.x >= mwN.y && mwN.x >= mwN.z) ? 0 : ((mwN.y >= mwN.z) ? 1 : 2);
  int mwLong = (mwScale.x >= mwScale.y && mwScale.x >= mwScale.z) ? 0 : ((mwScale.y >= mwScale.z) ? 1 : 2);
  if (mwLong == mwFace) mwLong = (mwFace == 0) ? 2 : 0;
  int mwCross = 3 - mwFace - mwLong;
  vec2 mwShift = fract(vec2(mwOffset.x * 0.0137 + mwOffset.y * 0.0311, mwOffset.z * 0.0173 + mwOffset.y * 0.0219 + mwOffset.x * 0.0071));
  vMapUv = (mapTransform * vec3(vec2(mwP[mwLong], mwP[mwCross]) / mwTile + mwShift, 1.0)).xy;
#endif
`,
    );
  };
}

/**
 * Gives a material the box projection (a plain one's white texel by default) and the piece's program
 * key: an instanced mesh of it shares one shader program with the piece's parts (the room's surfaces
 * too, see Room.tsx).
 */
export function projectInCentimetres(material: MeshStandardMaterial, tileCm: readonly [number, number] = PLAIN_TILE_CM): void {
  material.onBeforeCompile = boxProjection(tileCm);
  material.customProgramCacheKey = () => 'mw-box';
}

/**
 * three.js's standard material, or, for a part drawn by the textiles' program (MaterialSpec
 * textileProgram), the physical one with a sheen of no colour: the same light, the same program as the
 * scene's fabric.
 */
function standard(spec: MaterialSpec, parameters: MeshStandardMaterialParameters): MeshStandardMaterial {
  return spec.textileProgram ? new MeshPhysicalMaterial({ ...parameters, sheen: 1, sheenColor: new Color(0, 0, 0) }) : new MeshStandardMaterial(parameters);
}

/** A material for a spec; `texture` is the shared texture textureOf() names (or null). */
export function buildMaterial(spec: MaterialSpec, highlighted: boolean, texture: Texture | null): Material {
  const color = new Color(spec.color);
  const common = { color, roughness: spec.roughness, metalness: spec.metalness };
  let material: MeshStandardMaterial;
  switch (spec.surface) {
    case 'fabric':
      material = new MeshPhysicalMaterial({
        ...common,
        sheen: spec.sheen ?? 0.6,
        sheenRoughness: 0.7,
        sheenColor: color.clone().lerp(new Color('#ffffff'), 0.35),
      });
      break;
    case 'leather':
    case 'lacquer':
      material = new MeshPhysicalMaterial({ ...common, clearcoat: spec.clearcoat ?? 0.5, clearcoatRoughness: 0.3 });
      break;
    case 'glass':
      material = new MeshPhysicalMaterial({
        ...common,
        transparent: true,
        opacity: spec.opacity ?? 0.35,
        depthWrite: false,
        envMapIntensity: 1.5,
        specularIntensity: 1,
      });
      break;
    case 'mirror':
      material = standard(spec, { ...common, envMapIntensity: 1.4 });
      break;
    case 'wood':
      // The grain texture darkens by about 10 % on average; lift the colour a little so the piece keeps its catalogue tone.
      color.multiplyScalar(1.06);
      material = standard(spec, common);
      break;
    default:
      material = standard(spec, common);
  }
  const tex = textureOf(spec);
  const textured = texture !== null && tex !== null;
  material.map = textured ? texture : plainTexture();
  projectInCentimetres(material, textured ? tex.tileCm : PLAIN_TILE_CM);
  if (highlighted) {
    material.emissive = new Color(HIGHLIGHT_COLOR);
    material.emissiveIntensity = HIGHLIGHT_INTENSITY;
  }
  return material;
}

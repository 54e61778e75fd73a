import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { CubeTexture, DataTexture, HalfFloatType, LinearFilter, LinearMipmapNearestFilter, LinearSRGBColorSpace, RGBAFormat } from 'three';
import { environmentLevels } from './scene-assets.ts';
import type { EnvironmentLevel } from './studio-environment.ts';

export interface LightingProps {
  /** Centre and size of the piece, cm: the lights are placed around it. */
  center: readonly [number, number, number];
  radius: number;
}

/** The prefiltered studio levels as the cube map three's standard materials sample (a PMREM texture). */
function environmentTexture(levels: readonly EnvironmentLevel[]): CubeTexture {
  const faces = (level: EnvironmentLevel) => level.faces.map((data) => new DataTexture(data, level.size, level.size, RGBAFormat, HalfFloatType));
  const texture = new CubeTexture(faces(levels[0]!));
  texture.format = RGBAFormat;
  texture.type = HalfFloatType;
  texture.colorSpace = LinearSRGBColorSpace;
  texture.magFilter = LinearFilter;
  // Each pixel reads one level, not a blend of two: the diffuse light is read at the last level (a whole
  // number, the same either way) and a reflection at its material's roughness, whose blur now steps
  // from one prefiltered level to the next (at most 3 of 255 in a pixel of the shelf's first frame).
  // Software WebGL (phones without GPU rasterisation, headless Chromium) filters each half-float cube
  // texel on the CPU: the shelf's frame took about a quarter less raster time (issue 16).
  texture.minFilter = LinearMipmapNearestFilter;
  texture.generateMipmaps = false;
  // Mip levels after the base (three's cube upload takes the base from image); the shaders sample
  // levels 0 to mipmaps.length - 1, so the last, smallest level only completes the chain.
  texture.mipmaps = levels.slice(1).map((level) => new CubeTexture(faces(level)));
  texture.isPMREMTexture = true;
  texture.needsUpdate = true;
  return texture;
}

/**
 * A studio environment for reflections and soft light: a few emissive panels in a grey room,
 * prefiltered on the CPU (studio-environment.ts, in the viewer's worker before the first frame): no
 * HDR download, none of drei's loaders, and none of PMREMGenerator's seconds of software WebGL.
 * Plus a soft key and fill light for shape.
 */
function StudioEnvironment() {
  const scene = useThree((s) => s.scene);
  const invalidate = useThree((s) => s.invalidate);
  const texture = useMemo(() => environmentTexture(environmentLevels()), []);
  // Before the first frame (a layout effect), so the materials compile once, with the environment.
  useLayoutEffect(() => {
    const previous = scene.environment;
    // eslint-disable-next-line react-hooks/immutability -- the scene is three's, not React state
    scene.environment = texture;
    invalidate();
    return () => {
      scene.environment = previous;
    };
  }, [scene, texture, invalidate]);
  useEffect(() => () => texture.dispose(), [texture]);
  return null;
}

export function Lighting({ center, radius }: LightingProps) {
  const r = Math.max(radius, 60);
  const [cx, cy, cz] = center;
  return (
    <>
      <StudioEnvironment />
      <hemisphereLight args={['#ffffff', '#d8d2c8', 0.5]} />
      <directionalLight position={[cx - r * 1.2, cy + r * 2.2, cz + r * 2]} intensity={1.4} color="#fffaf2" />
      <directionalLight position={[cx + r * 2, cy + r * 0.6, cz + r * 1.2]} intensity={0.4} color="#f2f5ff" />
    </>
  );
}

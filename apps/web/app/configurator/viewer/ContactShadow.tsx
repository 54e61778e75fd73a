import { useEffect, useLayoutEffect, useMemo } from 'react';
import { DataTexture, LinearFilter, MeshBasicMaterial, PlaneGeometry, RGBAFormat } from 'three';
import { type FootprintBox, recentContactShadow } from './contact-shadow.ts';

export interface ContactShadowProps {
  boxes: readonly FootprintBox[];
  /** The floor (default), or the back wall at z = wallZ. */
  wallZ?: number;
  /** Strength of the darkest spot, 0-1. */
  opacity?: number;
  color?: readonly [number, number, number];
}

const WARM_BLACK = [38, 32, 26] as const;

/** The material is three.js state the shadow owns: a new map each time the piece changes. */
function showMap(material: MeshBasicMaterial, map: DataTexture): void {
  material.map = map;
}

/** The piece's soft shadow on the floor or the wall behind it: one plane, rebuilt only when the piece changes. */
export function ContactShadow({ boxes, wallZ, opacity = 0.7, color = WARM_BLACK }: ContactShadowProps) {
  const onWall = wallZ !== undefined;
  const shadow = useMemo(() => recentContactShadow(boxes, wallZ), [boxes, wallZ]);
  // One material for the life of the shadow: a material made anew on each change would free the shader
  // program before its successor is drawn, and the program would be compiled again for every edit.
  const material = useMemo(
    () =>
      new MeshBasicMaterial({
        transparent: true,
        opacity,
        depthWrite: false,
        toneMapped: false,
        polygonOffset: true,
        polygonOffsetFactor: -2,
        polygonOffsetUnits: -2,
      }),
    [opacity],
  );
  useEffect(() => () => material.dispose(), [material]);
  const parts = useMemo(() => {
    const n = shadow.size;
    const data = new Uint8Array(n * n * 4);
    for (let i = 0; i < n * n; i++) {
      data[i * 4] = color[0];
      data[i * 4 + 1] = color[1];
      data[i * 4 + 2] = color[2];
      data[i * 4 + 3] = Math.round(255 * shadow.alpha[i]!);
    }
    const texture = new DataTexture(data, n, n, RGBAFormat);
    texture.magFilter = LinearFilter;
    texture.minFilter = LinearFilter;
    texture.needsUpdate = true;
    const geometry = new PlaneGeometry(shadow.maxX - shadow.minX, shadow.maxZ - shadow.minZ);
    // Row 0 of the map is at minZ: on the wall that is the bottom (v = 0, as drawn); laid flat on the
    // floor v = 1 is at -z, so flip v there.
    if (!onWall) {
      geometry.rotateX(-Math.PI / 2);
      const uv = geometry.getAttribute('uv');
      for (let i = 0; i < uv.count; i++) uv.setY(i, 1 - uv.getY(i));
    }
    return { texture, geometry };
  }, [shadow, color, onWall]);
  useLayoutEffect(() => showMap(material, parts.texture), [material, parts]);
  useEffect(
    () => () => {
      parts.texture.dispose();
      parts.geometry.dispose();
    },
    [parts],
  );
  return (
    <mesh
      geometry={parts.geometry}
      material={material}
      position={
        onWall
          ? [(shadow.minX + shadow.maxX) / 2, (shadow.minZ + shadow.maxZ) / 2, wallZ + 0.05]
          : [(shadow.minX + shadow.maxX) / 2, 0.05, (shadow.minZ + shadow.maxZ) / 2]
      }
      renderOrder={1}
      dispose={null}
      raycast={() => null}
    />
  );
}

import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { BoxGeometry, type BufferGeometry, Color, Euler, type InstancedMesh, Matrix4, MeshStandardMaterial, PlaneGeometry, Quaternion, Vector3 } from 'three';
import type { Bounds } from './camera.ts';
import type { FootprintBox } from './contact-shadow.ts';
import { ContactShadow } from './ContactShadow.tsx';
import { plainTexture, projectInCentimetres, textureFromPixels } from './materials.ts';
import { materialSpecOf } from './material-spec.ts';
import { pixelsFor } from './scene-assets.ts';
import { roomTextureKey, roomWallZ, SKIRTING, type RoomStyle, type RoomSurface } from './room-style.ts';

export interface RoomProps {
  style: RoomStyle;
  bounds: Bounds;
  /** The piece's parts, for its soft shadow on the wall. */
  boxes: readonly FootprintBox[];
  /** The piece hangs on the wall (it is fixed to it, not standing in front of the skirting). */
  hangs: boolean;
}


function surfaceMaterial(surface: RoomSurface): MeshStandardMaterial {
  const map = textureFromPixels(pixelsFor(roomTextureKey(surface)));
  const material = new MeshStandardMaterial({ color: new Color(surface.color), roughness: surface.roughness, metalness: 0, map, envMapIntensity: 0.6 });
  projectInCentimetres(material, surface.tileCm);
  return material;
}

/**
 * The skirting: its colour, on the white texel, so it is drawn with the wall's and floor's shader
 * program rather than one of its own (a program is the slow part of a first frame in software WebGL).
 */
function skirtingMaterial(style: RoomStyle): MeshStandardMaterial {
  const spec = materialSpecOf(style.socle, undefined, undefined);
  const material = new MeshStandardMaterial({ color: new Color(spec.color), roughness: spec.roughness, metalness: spec.metalness, map: plainTexture() });
  projectInCentimetres(material);
  return material;
}

interface SurfaceProps {
  geometry: BufferGeometry;
  material: MeshStandardMaterial;
  position: readonly [number, number, number];
  rotation?: readonly [number, number, number];
  scale: readonly [number, number, number];
}

/**
 * One surface of the room, as an instanced mesh of one instance with the piece's box projection: drawn
 * with the same shader program as the piece's parts (the box projection tiles its texture in the
 * instance's centimetres), so the first frame compiles one program less (issue 16).
 */
function Surface({ geometry, material, position, rotation = [0, 0, 0], scale }: SurfaceProps) {
  const ref = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const [px, py, pz] = position;
  const [rx, ry, rz] = rotation;
  const [sx, sy, sz] = scale;
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    mesh.setMatrixAt(0, new Matrix4().compose(new Vector3(px, py, pz), new Quaternion().setFromEuler(new Euler(rx, ry, rz)), new Vector3(sx, sy, sz)));
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
    invalidate();
  }, [px, py, pz, rx, ry, rz, sx, sy, sz, invalidate]);
  return <instancedMesh ref={ref} args={[geometry, material, 1]} />;
}

/**
 * Back wall, floor and skirting of a shelf scene, sized to the piece. Textures, materials and (unit)
 * geometries belong to the scene style: a new size scales the meshes and re-tiles the textures, so an
 * edit of the piece never draws a texture again (that cost a frame's worth of main thread per click).
 */
export function Room({ style, bounds, boxes, hangs }: RoomProps) {
  const width = Math.max(900, (bounds.max[0] - bounds.min[0]) * 4);
  const height = Math.max(320, bounds.max[1] + 120);
  const depth = 900;
  const wallZ = roomWallZ(bounds.min[2], hangs);
  const cx = (bounds.min[0] + bounds.max[0]) / 2;
  // Sizes in whole metres, so the texture tiles stay put while the piece changes a little.
  const w = Math.ceil(width / 100) * 100;
  const h = Math.ceil(height / 100) * 100;

  const parts = useMemo(
    () => ({
      plane: new PlaneGeometry(1, 1),
      box: new BoxGeometry(1, 1, 1),
      wall: surfaceMaterial(style.wall),
      floor: surfaceMaterial(style.floor),
      skirting: skirtingMaterial(style),
    }),
    [style],
  );
  useEffect(
    () => () => {
      parts.plane.dispose();
      parts.box.dispose();
      parts.wall.map?.dispose();
      parts.floor.map?.dispose();
      parts.wall.dispose();
      parts.floor.dispose();
      parts.skirting.dispose();
    },
    [parts],
  );

  return (
    <group>
      <Surface geometry={parts.plane} material={parts.wall} position={[cx, h / 2, wallZ]} scale={[w, h, 1]} />
      <Surface geometry={parts.plane} material={parts.floor} position={[cx, 0, wallZ + depth / 2]} rotation={[-Math.PI / 2, 0, 0]} scale={[w, depth, 1]} />
      <Surface geometry={parts.box} material={parts.skirting} position={[cx, SKIRTING.height / 2, wallZ + SKIRTING.depth / 2]} scale={[w, SKIRTING.height, SKIRTING.depth]} />
      <ContactShadow boxes={boxes} wallZ={wallZ} opacity={0.45} />
    </group>
  );
}

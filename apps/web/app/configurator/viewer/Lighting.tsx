import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { BackSide, BoxGeometry, Color, Mesh, MeshBasicMaterial, PlaneGeometry, PMREMGenerator, Scene } from 'three';

export interface LightingProps {
  /** Centre and size of the piece, cm: the lights are placed around it. */
  center: readonly [number, number, number];
  radius: number;
}

/** Light panels of the studio environment: [x, y, z, width, height, intensity, colour], in a 10 m room. */
const PANELS: readonly (readonly [number, number, number, number, number, number, string])[] = [
  [0, 4.5, 2.5, 8, 5, 3.2, '#ffffff'], // large softbox above, in front
  [-4.8, 1.6, 1.5, 2.5, 6, 1.6, '#fff4e6'], // warm strip, left
  [4.8, 1.6, 0.5, 2.5, 6, 1.1, '#eef3ff'], // cool strip, right
  [0, 1.2, -4.8, 9, 3, 0.5, '#f4ede2'], // bounce behind
];

/**
 * A studio environment for reflections and soft light, built from a few emissive panels in a grey
 * room and prefiltered once (three's PMREM): no HDR download, and none of drei's loaders in the
 * bundle. Plus a soft key and fill light for shape.
 */
function StudioEnvironment() {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    const room = new Scene();
    const disposables: { dispose(): void }[] = [];
    const walls = new BoxGeometry(10, 10, 10);
    const wallMaterial = new MeshBasicMaterial({ color: new Color('#8f8b85'), side: BackSide });
    room.add(new Mesh(walls, wallMaterial));
    disposables.push(walls, wallMaterial);
    for (const [x, y, z, w, h, intensity, color] of PANELS) {
      const g = new PlaneGeometry(w, h);
      const m = new MeshBasicMaterial({ color: new Color(color).multiplyScalar(intensity) });
      const panel = new Mesh(g, m);
      panel.position.set(x, y, z);
      panel.lookAt(0, 0, 0);
      room.add(panel);
      disposables.push(g, m);
    }
    const pmrem = new PMREMGenerator(gl);
    const target = pmrem.fromScene(room, 0.02);
    pmrem.dispose();
    for (const d of disposables) d.dispose();
    const previous = scene.environment;
    // eslint-disable-next-line react-hooks/immutability -- the scene is three's, not React state
    scene.environment = target.texture;
    invalidate();
    return () => {
      scene.environment = previous;
      target.dispose();
    };
  }, [gl, scene, invalidate]);
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

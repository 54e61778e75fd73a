import { BoxGeometry, Mesh, MeshStandardMaterial, PerspectiveCamera, Scene } from 'three';
import { describe, expect, it } from 'vitest';
import { sceneSignature } from './FirstFrame.tsx';

function setUp() {
  const scene = new Scene();
  const mesh = new Mesh(new BoxGeometry(1, 1, 1), new MeshStandardMaterial());
  scene.add(mesh);
  const camera = new PerspectiveCamera(40, 1.5, 1, 5000);
  camera.position.set(112.7, 107.9, 351.4);
  camera.lookAt(0, 40, 0);
  scene.updateMatrixWorld();
  camera.updateMatrixWorld();
  return { scene, mesh, camera };
}

describe('sceneSignature', () => {
  it('is the same for a camera recomputed with a different last bit (no second draw of the first frame)', () => {
    const { scene, camera } = setUp();
    const drawn = sceneSignature(scene, camera);
    // What the rig's recomputation gave on Lighthouse's phone: 0.1391731009600654 -> 0.13917310096006547.
    camera.matrixWorld.elements[6] = camera.matrixWorld.elements[6]! * (1 + 1e-15);
    camera.matrixWorld.elements[14] = camera.matrixWorld.elements[14]! + 1e-12;
    expect(sceneSignature(scene, camera)).toBe(drawn);
  });

  it('changes when the camera, a part or its material changes', () => {
    const { scene, mesh, camera } = setUp();
    const drawn = sceneSignature(scene, camera);
    camera.position.x += 1;
    camera.updateMatrixWorld();
    expect(sceneSignature(scene, camera)).not.toBe(drawn);

    const again = setUp();
    const first = sceneSignature(again.scene, again.camera);
    again.mesh.position.y = 0.5;
    again.scene.updateMatrixWorld();
    expect(sceneSignature(again.scene, again.camera)).not.toBe(first);

    const before = sceneSignature(scene, camera);
    mesh.material = new MeshStandardMaterial();
    expect(sceneSignature(scene, camera)).not.toBe(before);
  });
});

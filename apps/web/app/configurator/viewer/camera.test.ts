import { describe, expect, it } from 'vitest';
import { familyOf } from '@masswerk/domain';
import { minimumBox, boundsOfBoxes, clampTarget, closeupPose, withFloor, frameBounds, lerpOrbit, orbitLimits, orbitOf, orbitPosition, viewDirection, type Bounds, type Vec3 } from './camera.ts';

const shelf: Bounds = { min: [0, 0, 0], max: [225.4, 129.1, 34.2] };

/** Projects a point with a camera at `position` looking at `target` (fov in degrees), to normalised device coordinates. */
function project(p: Vec3, position: Vec3, target: Vec3, fov: number, aspect: number): [number, number] {
  const back = normalize([position[0] - target[0], position[1] - target[1], position[2] - target[2]]);
  const right = normalize(cross([0, 1, 0], back));
  const up = cross(back, right);
  const rel: Vec3 = [p[0] - position[0], p[1] - position[1], p[2] - position[2]];
  const depth = -dot(rel, back);
  const t = Math.tan((fov * Math.PI) / 360);
  return [dot(rel, right) / depth / (t * aspect), dot(rel, up) / depth / t];
}
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const normalize = (v: Vec3): Vec3 => {
  const l = Math.hypot(...v);
  return [v[0] / l, v[1] / l, v[2] / l];
};
const corners = (b: Bounds): Vec3[] =>
  [0, 1].flatMap((i) => [0, 1].flatMap((j) => [0, 1].map((k): Vec3 => [[b.min[0], b.max[0]][i]!, [b.min[1], b.max[1]][j]!, [b.min[2], b.max[2]][k]!])));

describe('viewDirection', () => {
  it('looks at the front for azimuth 0 and from above for a positive polar angle', () => {
    const d = viewDirection({ azimuth: 0, polar: 0 });
    expect(d[0]).toBeCloseTo(0);
    expect(d[2]).toBeCloseTo(1);
    expect(viewDirection({ azimuth: 0, polar: 30 })[1]).toBeCloseTo(0.5);
    expect(viewDirection({ azimuth: 90, polar: 0 })[0]).toBeCloseTo(1);
  });
});

describe('frameBounds', () => {
  for (const aspect of [1280 / 560, 390 / 360, 0.6]) {
    for (const angle of [{ azimuth: 25, polar: 12 }, { azimuth: 0, polar: 15 }, { azimuth: 20, polar: 40 }]) {
      it(`keeps every corner inside the frame with the margin, and one on its edge (aspect ${aspect.toFixed(2)}, ${angle.azimuth}/${angle.polar})`, () => {
        const margin = 0.1;
        const pose = frameBounds(shelf, angle, 30, aspect, margin);
        const ndc = corners(shelf).map((c) => project(c, pose.position, pose.target, 30, aspect));
        const extent = Math.max(...ndc.map(([x, y]) => Math.max(Math.abs(x), Math.abs(y))));
        expect(extent).toBeLessThanOrEqual(1 - 2 * margin + 1e-6);
        expect(extent).toBeGreaterThan(1 - 2 * margin - 1e-3);
      });
    }
  }
  it('aims at the centre of the box and steps back further for a wider piece', () => {
    const a = frameBounds(shelf, { azimuth: 0, polar: 10 }, 30, 1.5);
    const b = frameBounds({ min: [0, 0, 0], max: [375, 129.1, 34.2] }, { azimuth: 0, polar: 10 }, 30, 1.5);
    expect(a.target[0]).toBeCloseTo(112.7);
    expect(b.distance).toBeGreaterThan(a.distance);
  });
});

describe('orbits', () => {
  it('round-trips a position through azimuth, polar and distance', () => {
    const target: Vec3 = [10, 50, 5];
    const o = orbitOf([110, 150, 105], target);
    const p = orbitPosition(o, target);
    expect(p[0]).toBeCloseTo(110);
    expect(p[1]).toBeCloseTo(150);
    expect(p[2]).toBeCloseTo(105);
    expect(o.azimuth).toBeCloseTo(45);
  });
  it('interpolates the short way round', () => {
    expect(lerpOrbit({ azimuth: 170, polar: 0, distance: 1 }, { azimuth: -170, polar: 0, distance: 1 }, 0.5).azimuth).toBeCloseTo(180);
  });
});

describe('limits', () => {
  it('zooms in by the view maximum and never lets a shelf be seen from behind', () => {
    const l = orbitLimits(familyOf('shelf').cameraOrbitDegrees, 500, 1.8);
    expect(l.minDistance).toBeCloseTo(500 / 1.8);
    expect(l.maxAzimuthRad).toBeLessThan(Math.PI / 2);
    expect(l.minAzimuthRad).toBeCloseTo(-l.maxAzimuthRad);
    expect(l.maxPolarRad).toBeLessThan(Math.PI / 2);
    expect(orbitLimits(familyOf('wardrobe').cameraOrbitDegrees, 100, 1).maxAzimuthRad).toBeLessThan(Math.PI / 2);
    expect(orbitLimits(familyOf('cushion').cameraOrbitDegrees, 100, 1).maxAzimuthRad).toBe(Infinity);
    expect(orbitLimits(familyOf('joyn').cameraOrbitDegrees, 100, 1).maxAzimuthRad).toBeCloseTo((100 * Math.PI) / 180);
    expect(orbitLimits(familyOf('joyn').cameraOrbitDegrees, 100, 1).minDistance).toBe(100);
  });
  it('keeps the orbit target above the floor and near the piece', () => {
    expect(clampTarget([-500, -20, 10], shelf)).toEqual([-20, 0, 10]);
  });
  it('frames a default box when the scene is empty', () => {
    expect(boundsOfBoxes([]).max[1]).toBe(100);
  });
});

describe('framing from an angle', () => {
  it('centres the picture of the piece, not the piece’s centre', () => {
    const sofa: Bounds = { min: [0, 0, 0], max: [300, 85, 260] };
    const pose = frameBounds(sofa, { azimuth: 20, polar: 25 }, 30, 1.6, 0.1);
    const ndc = corners(sofa).map((c) => project(c, pose.position, pose.target, 30, 1.6));
    const xs = ndc.map(([x]) => x);
    const ys = ndc.map(([, y]) => y);
    expect(Math.max(...xs) + Math.min(...xs)).toBeCloseTo(0, 1);
    expect(Math.max(...ys) + Math.min(...ys)).toBeCloseTo(0, 1);
  });
  it('frames at least a 70 x 40 x 70 cm box on the floor around a small piece', () => {
    const b = minimumBox({ min: [0, 0, 0], max: [40, 15, 40] });
    expect(b.min).toEqual([-15, 0, -15]);
    expect(b.max).toEqual([55, 40, 55]);
  });
});

describe('withFloor', () => {
  it('frames a hanging piece down to the floor and leaves a standing one as it is', () => {
    expect(withFloor({ min: [0, 40, 0], max: [72.6, 100, 34.2] })).toEqual({ min: [0, 0, 0], max: [72.6, 100, 34.2] });
    expect(withFloor(shelf)).toBe(shelf);
  });
});

describe('closeupPose', () => {
  it('keeps the framing\'s direction, aims at the part and comes zoom times closer', () => {
    const pose = frameBounds({ min: [-100, 0, -20], max: [100, 80, 20] }, { azimuth: 25, polar: 4 }, 30, 1);
    const close = closeupPose(pose, [60, 40, 0], 1.8);
    expect(close.distance).toBeCloseTo(pose.distance / 1.8, 6);
    expect(close.target).toEqual([60, 40, 0]);
    const dir = (p: typeof pose) => p.position.map((v, k) => (v - p.target[k]!) / p.distance);
    dir(close).forEach((v, k) => expect(v).toBeCloseTo(dir(pose)[k]!, 6));
  });
});

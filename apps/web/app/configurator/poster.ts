import type { CameraAngle, DesignBase, Family, SceneObject } from '@masswerk/domain';
import { boundsOfBoxes, boxCorners, framePoints, minimumBox, withFloor, type Vec3 } from './viewer/camera';

/** The picture a configurator shows in the 3D view's place until the view has drawn (ViewerSlot). */
export interface ViewerPoster {
  /** `/designs/{uuid}/0.webp` (through the image service) or `/api/designs/defaults/{type}/picture`. */
  src: string;
  /** Its text alternative (translated). */
  alt: string;
  /** Its side in pixels: the pictures are square. */
  size: number;
  /** The piece's width over its height in it (`posterAspect`), which sizes it in the view's box. */
  aspect: number;
}

/**
 * The view whose camera a picture is drawn with: a saved design's pictures with the review step's (the
 * main preset's, as the picture job draws them), the poster of a new design with the view the desktop
 * configurator opens in, so that the poster and the first 3D frame look the same.
 */
export function pictureView(family: Family, kind: 'saved' | 'new') {
  if (kind === 'new') return family.views.desktop;
  return family.views.mobile.find((v) => v.id === 'review') ?? family.views.desktop;
}

/** The camera of `view` for a design (the sofas' per layout), as the configurator and the picture page choose it. */
export function cameraOf(family: Family, design: DesignBase, view: { cameras: Record<string, CameraAngle> }): CameraAngle {
  return view.cameras[family.cameraKey?.(design) ?? 'default'] ?? view.cameras['default'] ?? { azimuth: 0, polar: 15 };
}

/** The viewer's vertical field of view and framing margin without dimensions (Viewer.tsx, the picture page shows none). */
const FOV = 30;
const MARGIN = 0.07;

/** What the aspect needs of a scene object: its centre and drawn size (cm), and whether it is drawn. */
type Box = Pick<SceneObject, 'center' | 'size' | 'invisible'>;

/**
 * The piece's width over its height as the viewer frames it from `camera`: the ratio of the distances the
 * viewer's own framing (`framePoints`, over the points Viewer.tsx frames: every visible part's corners, the
 * floor under them and the minimum box) needs to fit the piece sideways in a square and up and down,
 * perspective included (a deep sofa's front corners come closer); kept within 1:5 and 5:1. The poster,
 * a square picture framed the same way, is drawn as large as the canvas in the same box draws the piece
 * (configurator.css .cfg-poster, `posterSide`).
 */
export function posterAspect(scene: readonly Box[], camera: CameraAngle): number {
  const visible = scene.filter((o) => !o.invisible);
  if (visible.length === 0) return 1;
  const framed = withFloor(boundsOfBoxes(visible));
  const points: Vec3[] = [
    ...visible.flatMap((o) => boxCorners({ min: [o.center.x - o.size.x / 2, o.center.y - o.size.y / 2, o.center.z - o.size.z / 2], max: [o.center.x + o.size.x / 2, o.center.y + o.size.y / 2, o.center.z + o.size.z / 2] })),
    ...boxCorners(framed),
    ...boxCorners(minimumBox(framed)),
  ];
  const distance = (aspect: number) => framePoints(points, camera, FOV, aspect, MARGIN).distance;
  // Up and down: a box so wide that the sides never limit. Sideways: distance = along + reach / aspect for a
  // narrow box (two of them give both terms), at aspect 1.
  const vertical = distance(1000);
  const [narrow, narrower] = [distance(0.01), distance(0.005)];
  const reach = (narrower - narrow) / (1 / 0.005 - 1 / 0.01);
  const sideways = narrow - reach / 0.01 + reach;
  if (!(vertical > 0) || !(sideways > 0)) return 1;
  return Math.min(5, Math.max(0.2, Math.round((sideways / vertical) * 1000) / 1000));
}

/**
 * The side of the poster in a box of width x height (the CSS of .cfg-poster does the same with container
 * units): the picture's piece as large as the canvas draws it, which frames the piece to fit the box.
 */
export function posterSide(box: { width: number; height: number }, aspect: number): number {
  return Math.max(aspect, 1) * Math.min(box.width / aspect, box.height);
}

import type { CameraAngle, DesignBase, Family, SceneObject } from '@masswerk/domain';

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

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** What the aspect needs of a scene object: its centre and drawn size (cm), and whether it is drawn. */
type Box = Pick<SceneObject, 'center' | 'size' | 'invisible'>;

/**
 * The piece's width over its height as `camera` sees it: every corner of every visible part, and the
 * floor under it (the viewer frames the piece down to the floor), turned by the azimuth and looked at
 * from the polar angle above, without perspective; kept within 1:5 and 5:1, and 1 for an empty scene. The
 * poster, a square picture with the piece framed in it, is drawn as large as the canvas in the same box
 * draws the piece (configurator.css .cfg-poster, `posterSide`).
 */
export function posterAspect(scene: readonly Box[], camera: CameraAngle): number {
  const azimuth = rad(camera.azimuth);
  const polar = rad(camera.polar);
  let left = Infinity, right = -Infinity, bottom = Infinity, top = -Infinity;
  for (const { center, size, invisible } of scene) {
    if (invisible) continue;
    for (const dx of [-0.5, 0.5]) {
      for (const dz of [-0.5, 0.5]) {
        const x = center.x + dx * size.x;
        const z = center.z + dz * size.z;
        const across = x * Math.cos(azimuth) - z * Math.sin(azimuth);
        const towards = x * Math.sin(azimuth) + z * Math.cos(azimuth);
        left = Math.min(left, across);
        right = Math.max(right, across);
        for (const y of [0, center.y - size.y / 2, center.y + size.y / 2]) {
          const up = y * Math.cos(polar) - towards * Math.sin(polar);
          bottom = Math.min(bottom, up);
          top = Math.max(top, up);
        }
      }
    }
  }
  if (!(right > left) || !(top > bottom)) return 1;
  return Math.min(5, Math.max(0.2, Math.round(((right - left) / (top - bottom)) * 1000) / 1000));
}

/**
 * The side of the poster in a box of width x height (the CSS of .cfg-poster does the same with container
 * units): the picture's piece as large as the canvas draws it, which frames the piece to fit the box.
 */
export function posterSide(box: { width: number; height: number }, aspect: number): number {
  return Math.max(aspect, 1) * Math.min(box.width / aspect, box.height);
}

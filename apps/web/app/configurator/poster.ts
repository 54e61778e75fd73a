import type { CameraAngle, DesignBase, Family } from '@masswerk/domain';

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

/**
 * The piece's width over its height as `camera` sees it (its W x D x H in millimetres turned by the
 * azimuth and looked at from the polar angle above), kept within 1:5 and 5:1. The poster, a square
 * picture with the piece framed in it, is drawn as large as the canvas in the same box draws the piece
 * (configurator.css .cfg-poster, `posterSide`).
 */
export function posterAspect({ length, width, height }: { length: number; width: number; height: number }, camera: CameraAngle): number {
  if (!(length > 0) || !(height > 0)) return 1;
  const azimuth = rad(Math.abs(camera.azimuth));
  const polar = rad(Math.abs(camera.polar));
  const across = length * Math.cos(azimuth) + width * Math.sin(azimuth);
  const along = length * Math.sin(azimuth) + width * Math.cos(azimuth);
  const up = height * Math.cos(polar) + along * Math.sin(polar);
  return Math.min(5, Math.max(0.2, Math.round((across / up) * 1000) / 1000));
}

/**
 * The side of the poster in a box of width x height (the CSS of .cfg-poster does the same with container
 * units): the picture's piece as large as the canvas draws it, which frames the piece to fit the box.
 */
export function posterSide(box: { width: number; height: number }, aspect: number): number {
  return Math.max(aspect, 1) * Math.min(box.width / aspect, box.height);
}

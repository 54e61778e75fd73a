/** The picture a configurator shows in the 3D view's place until the view has drawn (ViewerSlot). */
export interface ViewerPoster {
  /** `/designs/{uuid}/0.webp` (through the image service) or `/api/designs/defaults/{type}/picture`. */
  src: string;
  /** Its text alternative (translated). */
  alt: string;
  /** Its side in pixels: the pictures are square. */
  size: number;
}

/**
 * The piece's width over its height as the camera sees it from the front (the configurator's
 * W x H), kept within 1:5 and 5:1. The poster, a square picture with the piece framed in it, is drawn as
 * large as the canvas in the same box would draw the piece (configurator.css .cfg-poster): for a piece
 * wider than tall, min(box width, box height x aspect); for a taller one, min(box width / aspect, box height).
 */
export function posterAspect({ length, height }: { length: number; height: number }): number {
  if (!(length > 0) || !(height > 0)) return 1;
  return Math.min(5, Math.max(0.2, Math.round((length / height) * 1000) / 1000));
}

/**
 * The side of the poster in a box of width x height (the CSS of .cfg-poster does the same with container
 * units): the picture's piece as large as the canvas draws it, which frames the piece to fit the box.
 */
export function posterSide(box: { width: number; height: number }, aspect: number): number {
  return Math.max(aspect, 1) * Math.min(box.width / aspect, box.height);
}

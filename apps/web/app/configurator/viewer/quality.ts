/**
 * Whether the 3D view multisamples its edges (WebGL `antialias`). Where a CSS pixel is two device pixels
 * or more (phones, high-density screens), a staircase on an edge is half a CSS pixel high and hard to
 * see, while multisampling there costs the most: four samples of a canvas that already has four times
 * the pixels. In software WebGL the 10 m sofa's first frame waited about 0.5 s longer for it on the
 * phone profile (issue 16). Pictures are drawn at one device pixel per CSS pixel, so they keep it.
 */
export function antialiasFor(devicePixelRatio: number): boolean {
  return !(devicePixelRatio >= 2);
}

import { useEffect, useRef } from 'react';
import { colorById } from '@masswerk/domain';
import type { Pixels } from '../viewer/texture-pixels';
import { closeupPixels, closeupTextureKey } from './material-closeup';

export interface MaterialCloseupProps {
  colorId: string;
  /** Side of the square, CSS pixels. */
  size: number;
}

const painted = new Map<string, ImageData>();

/** The pixels a close-up is cut from, once the page has them (the viewer's texture file, or its worker's drawing). */
async function closeupTexture(key: string | null): Promise<Pixels | null> {
  if (key === null) return null;
  // The viewer's asset cache, loaded on demand: the panel's own chunk stays without it.
  const assets = await import('../viewer/scene-assets');
  await assets.prepareSceneAssets([key]);
  return assets.pixelsFor(key);
}

/**
 * A close-up of a colour's material (closeupPixels), painted after the frame that shows the choice, so a
 * swatch click is not slowed by it, and only once it is near the screen; until then (and if its texture
 * cannot be had), the plain colour shows.
 */
export function MaterialCloseup({ colorId, size }: MaterialCloseupProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const key = `${colorId}@${canvas.width}`;
    const paint = (texture: Pixels | null): void => {
      let image = painted.get(key);
      if (image === undefined) {
        const pixels = closeupPixels(colorId, canvas.width, texture);
        image = new ImageData(new Uint8ClampedArray(pixels.data), pixels.width, pixels.height);
        painted.set(key, image);
      }
      context.putImageData(image, 0, 0);
    };
    // The old colour's texture goes at once; the plain new colour shows until the close-up is painted.
    context.clearRect(0, 0, canvas.width, canvas.height);
    const start = () => {
      const cached = painted.get(key);
      if (cached) timer = setTimeout(() => context.putImageData(cached, 0, 0), 0);
      else
        closeupTexture(closeupTextureKey(colorId)).then(
          (texture) => {
            if (current) timer = setTimeout(() => paint(texture), 0);
          },
          () => undefined,
        );
    };
    // Painted once it comes near the screen: a close-up further down the panel (or in a phone's later
    // step) is not drawn while the page starts, when its 5-10 ms each held back the first 3D frame (issue 16).
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'undefined') start();
    else {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          start();
        },
        { rootMargin: '200px' },
      );
      observer.observe(canvas);
    }
    return () => {
      current = false;
      observer?.disconnect();
      clearTimeout(timer);
    };
  }, [colorId]);
  // Drawn at twice the size for sharp screens.
  return <canvas ref={ref} className="cfg-closeup-canvas" width={size * 2} height={size * 2} style={{ width: size, height: size, background: colorById(colorId)?.hex ?? '#ccc' }} aria-hidden="true" />;
}

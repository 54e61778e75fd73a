import { useEffect, useRef } from 'react';
import { colorById } from '@masswerk/domain';
import { closeupPixels } from './material-closeup';

export interface MaterialCloseupProps {
  colorId: string;
  /** Side of the square, CSS pixels. */
  size: number;
}

const painted = new Map<string, ImageData>();

/**
 * A close-up of a colour's material (closeupPixels), painted after the frame that shows the choice, so a
 * swatch click is not slowed by it; until then, and without a canvas, the plain colour shows.
 */
export function MaterialCloseup({ colorId, size }: MaterialCloseupProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const paint = (): void => {
      const key = `${colorId}@${canvas.width}`;
      let image = painted.get(key);
      if (image === undefined) {
        const pixels = closeupPixels(colorId, canvas.width);
        image = new ImageData(new Uint8ClampedArray(pixels.data), pixels.width, pixels.height);
        painted.set(key, image);
      }
      context.putImageData(image, 0, 0);
    };
    // The old colour's texture goes at once; the plain new colour shows until the close-up is painted.
    context.clearRect(0, 0, canvas.width, canvas.height);
    const timer = setTimeout(paint, 0);
    return () => clearTimeout(timer);
  }, [colorId]);
  // Drawn at twice the size for sharp screens.
  return <canvas ref={ref} className="cfg-closeup-canvas" width={size * 2} height={size * 2} style={{ width: size, height: size, background: colorById(colorId)?.hex ?? '#ccc' }} aria-hidden="true" />;
}

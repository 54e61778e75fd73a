import type { Page } from '@playwright/test';

/**
 * The share of a screenshot's pixels that clearly differ from its top-left corner (the background), decoded
 * by the browser itself so the test needs no PNG library.
 */
export async function foregroundShare(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) return 0;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    const [r, g, b] = [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
    let differing = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs((data[i] ?? 0) - r) + Math.abs((data[i + 1] ?? 0) - g) + Math.abs((data[i + 2] ?? 0) - b) > 30) differing++;
    }
    return differing / (data.length / 4);
  }, png.toString('base64'));
}

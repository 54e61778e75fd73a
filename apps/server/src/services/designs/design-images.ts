import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { DESIGN_IMAGE_MAX_BYTES } from '@masswerk/contract';
import type { Db } from '../../db/client.ts';
import { designs } from '../../db/schema.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ImageStore } from '../../storage/image-store.ts';

const MAX_SIDE = 1000;
const imageKey = (uuid: string, index: number) => `designs/${uuid}/${index}.webp`;

async function requireDesign(db: Db, uuid: string): Promise<void> {
  const [row] = await db.select({ uuid: designs.uuid }).from(designs).where(eq(designs.uuid, uuid));
  if (!row) throw new HttpError(404, 'design_not_found', 'Design not found');
}

/**
 * Stores an image of a saved design: decoded and re-encoded as WebP (so what we serve is always a
 * picture we made), scaled down to at most 1000 px. Whatever is not a readable picture is refused.
 */
export async function putDesignImage(db: Db, images: ImageStore, uuid: string, index: number, bytes: Uint8Array) {
  await requireDesign(db, uuid);
  if (bytes.byteLength > DESIGN_IMAGE_MAX_BYTES) {
    throw new HttpError(413, 'image_too_large', `The picture is larger than ${DESIGN_IMAGE_MAX_BYTES / 1_000_000} MB.`);
  }
  let webp: { data: Buffer; info: { width: number; height: number } };
  try {
    webp = await sharp(bytes, { limitInputPixels: 4096 * 4096 })
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new HttpError(415, 'not_an_image', 'The body is not a readable PNG, JPEG or WebP picture.');
  }
  await images.put(imageKey(uuid, index), webp.data);
  return { url: `/api/designs/${uuid}/images/${index}`, width: webp.info.width, height: webp.info.height };
}

/** The stored image of a design, or a 404. */
export async function getDesignImage(images: ImageStore, uuid: string, index: number): Promise<Uint8Array> {
  const bytes = await images.get(imageKey(uuid, index));
  if (!bytes) throw new HttpError(404, 'image_not_found', 'This design has no such image.');
  return bytes;
}

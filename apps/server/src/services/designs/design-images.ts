import sharp from 'sharp';
import { DESIGN_IMAGE_MAX_PIXELS } from '@masswerk/contract';
import type { Db } from '../../db/client.ts';
import { findDesignOwner } from '../../db/designs.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ImageStore } from '../../storage/image-store.ts';
import { designPicture, uploadedKey } from '../pictures/picture-store.ts';
import { pictureFormatOf } from './picture-format.ts';
import { requireWriteToken } from './write-token.ts';

const MAX_SIDE = 1000;
/** Decoding and re-encoding an honest picture of 16 megapixels takes well under a second; a crafted one is stopped here. */
const DECODE_SECONDS = 5;

/**
 * Checks, before the body is read, that the design exists and that the request carries its write
 * token: nobody but whoever saved a design can change the pictures others see of it.
 */
export async function authorizeDesignImage(db: Db, uuid: string, authorization: string | undefined): Promise<void> {
  const owner = await findDesignOwner(db, uuid);
  if (!owner) throw new HttpError('design_not_found');
  requireWriteToken(authorization, owner.writeTokenHash);
}

/**
 * Stores an image of a saved design: recognised by its bytes as PNG, JPEG or WebP (never SVG, TIFF,
 * GIF, HEIF or AVIF, whatever the declared type), decoded off the main thread within a pixel and a
 * time limit, and re-encoded as WebP of at most 1000 px, so what we serve is always a picture we made.
 */
export async function putDesignImage(images: ImageStore, uuid: string, index: number, bytes: Uint8Array) {
  const format = pictureFormatOf(bytes);
  if (format === null) throw new HttpError('not_an_image');
  let webp: { data: Buffer; info: { width: number; height: number } };
  try {
    const decoder = sharp(bytes, { limitInputPixels: DESIGN_IMAGE_MAX_PIXELS, sequentialRead: true });
    const { format: decoded } = await decoder.metadata();
    if (decoded !== format) throw new Error(`the bytes say ${format}, the decoder ${String(decoded)}`);
    webp = await decoder
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .timeout({ seconds: DECODE_SECONDS })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) {
      throw new HttpError('image_too_large', { key: 'error.image_too_large', params: { megapixels: DESIGN_IMAGE_MAX_PIXELS / 1_000_000 } });
    }
    throw new HttpError('not_an_image', { key: 'error.not_an_image.unreadable' });
  }
  await images.put(uploadedKey(uuid, index), webp.data);
  return { url: `/api/designs/${uuid}/images/${index}`, width: webp.info.width, height: webp.info.height };
}

/** The picture of a design at an image index (the picture job's, else the visitor's upload), or a 404. */
export async function getDesignImage(images: ImageStore, uuid: string, index: number): Promise<Uint8Array> {
  const bytes = await designPicture(images, uuid, index);
  if (!bytes) throw new HttpError('image_not_found');
  return bytes;
}

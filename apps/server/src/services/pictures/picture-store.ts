import { createHash } from 'node:crypto';
import { DESIGN_PICTURES, familyOf, PICTURE_SIZE, PICTURE_THUMBNAIL_SIZE, sceneObjects, type FurnitureType, type PicturePreset, type PictureType } from '@masswerk/domain';
import sharp from 'sharp';
import type { ImageStore } from '../../storage/image-store.ts';

/** Where the picture a visitor's configurator uploaded after the save is kept (PUT /api/designs/{uuid}/images/{index}). */
export const uploadedKey = (uuid: string, index: number) => `designs/${uuid}/${index}.webp`;
/** Where a rendered picture of a design is kept in the image store (beside the visitor's upload, `designs/{uuid}/{index}.webp`). */
export const pictureKey = (uuid: string, index: number) => `designs/${uuid}/pictures/${index}.webp`;
/** Where the 74 x 74 thumbnail made from the main picture is kept. */
export const thumbnailKey = (uuid: string) => `designs/${uuid}/pictures/thumbnail.webp`;

const QUALITY = 90;

/** A screenshot that is not a full square picture, or one of a single colour (nothing was drawn). */
export class EmptyPictureError extends Error {
  override name = 'EmptyPictureError';
}

/**
 * A screenshot (PNG) as the WebP kept of it, PICTURE_SIZE square. A screenshot of the wrong size, or of one
 * flat colour (the viewer drew nothing), is refused rather than shown to visitors.
 */
async function checkedPicture(png: Uint8Array, what: string): Promise<Buffer> {
  const image = sharp(png);
  const [meta, stats] = await Promise.all([image.metadata(), image.stats()]);
  if (meta.width !== PICTURE_SIZE || meta.height !== PICTURE_SIZE) throw new EmptyPictureError(`the ${what} screenshot is ${meta.width} x ${meta.height}, not ${PICTURE_SIZE} x ${PICTURE_SIZE}`);
  if (stats.channels.slice(0, 3).every((channel) => channel.stdev < 1)) throw new EmptyPictureError(`the ${what} screenshot is one flat colour: nothing was drawn`);
  return sharp(png).webp({ quality: QUALITY }).toBuffer();
}

/** Checks a screenshot of a preset (`checkedPicture`) and keeps it at the preset's image index. */
export async function storePicture(images: ImageStore, uuid: string, preset: PicturePreset, png: Uint8Array): Promise<void> {
  const index = DESIGN_PICTURES.find((p) => p.preset === preset)!.index;
  await images.put(pictureKey(uuid, index), await checkedPicture(png, preset));
}

const defaultsVersions = new Map<FurnitureType, string>();

/**
 * The version of a family's default design as its picture shows it: a hash of what the viewer is given
 * (the scene objects, with sizes, colours and materials, the room, and the cameras of the view the desktop
 * configurator opens in, which the picture is drawn with). It changes when a release changes the defaults
 * or how they look, and then a new picture is drawn under the new version's key.
 */
export function defaultsPictureVersion(furnitureType: FurnitureType): string {
  let version = defaultsVersions.get(furnitureType);
  if (version === undefined) {
    const family = familyOf(furnitureType);
    const design = family.defaults();
    const drawn = JSON.stringify({ scene: sceneObjects(family.elements(design)), style: family.sceneStyle(design), cameras: family.views.desktop.cameras, key: family.cameraKey?.(design) ?? 'default' });
    version = createHash('sha256').update(drawn).digest('hex').slice(0, 16);
    defaultsVersions.set(furnitureType, version);
  }
  return version;
}

/** Where the main picture of a family's default design is kept, per version (`defaultsPictureVersion`). */
export const defaultsPictureKey = (furnitureType: FurnitureType, version = defaultsPictureVersion(furnitureType)) => `defaults/${furnitureType}/${version}.webp`;

/** Checks a screenshot of a family's default design (`checkedPicture`) and keeps it under the current version's key. */
export async function storeDefaultsPicture(images: ImageStore, furnitureType: FurnitureType, png: Uint8Array): Promise<void> {
  await images.put(defaultsPictureKey(furnitureType), await checkedPicture(png, `${furnitureType} defaults`));
}

/**
 * Makes the thumbnail from the stored main picture. The picture job calls it last, so a thumbnail says
 * that the design's pictures are complete.
 */
export async function storeThumbnail(images: ImageStore, uuid: string): Promise<void> {
  const main = await images.get(pictureKey(uuid, DESIGN_PICTURES[0].index));
  if (!main) throw new EmptyPictureError(`design ${uuid} has no main picture to make its thumbnail from`);
  const thumbnail = await sharp(main).resize({ width: PICTURE_THUMBNAIL_SIZE, height: PICTURE_THUMBNAIL_SIZE, fit: 'cover' }).webp({ quality: QUALITY }).toBuffer();
  await images.put(thumbnailKey(uuid), thumbnail);
}

/**
 * The picture a design shows at an image index: the rendered one when the picture job has drawn it, else
 * what the visitor's configurator uploaded after the save (the quick thumbnail), else null.
 */
export async function designPicture(images: ImageStore, uuid: string, index: number): Promise<Uint8Array | null> {
  return (await images.get(pictureKey(uuid, index))) ?? (await images.get(uploadedKey(uuid, index)));
}

/** The pictures the picture job has drawn of a design, in gallery order, as the design's info lists them. */
export async function designPictures(images: ImageStore, uuid: string): Promise<{ position: number; type: PictureType; url: string }[]> {
  const drawn = await Promise.all(DESIGN_PICTURES.map(async (p) => ((await images.has(pictureKey(uuid, p.index))) ? p : null)));
  return drawn.filter((p) => p !== null).map((p) => ({ position: p.index, type: p.type, url: `/api/designs/${uuid}/images/${p.index}` }));
}

/** The design's main picture as `image_url` names it (`/api/designs/{uuid}/images/0`), or null while it has none. */
export async function mainPictureUrl(images: ImageStore, uuid: string): Promise<string | null> {
  const main = DESIGN_PICTURES[0].index;
  const present = (await images.has(pictureKey(uuid, main))) || (await images.has(uploadedKey(uuid, main)));
  return present ? `/api/designs/${uuid}/images/${main}` : null;
}

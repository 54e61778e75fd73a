import { FURNITURE_TYPES, picturePresetsOf, sceneObjects, type FurnitureType } from '@masswerk/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { findDesign } from '../../db/designs.ts';
import { enqueueJobs } from '../../db/jobs.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ImageStore } from '../../storage/image-store.ts';
import { storedDesignOf } from '../designs/load-design.ts';
import { PermanentJobError, type JobHandler } from '../jobs/worker.ts';
import type { PictureRenderer } from './chromium-renderer.ts';
import { defaultsPictureKey, defaultsPictureVersion, storeDefaultsPicture, storePicture, storeThumbnail } from './picture-store.ts';

/** The job kind that draws a saved design's pictures; payload `{ uuid }`, dedupe key `design-pictures:<uuid>`. */
export const PICTURES_JOB = 'design-pictures';
/** A design whose pictures fail this often (Chromium crashing on it, say) keeps the upload or none. */
const MAX_ATTEMPTS = 5;

const payloadSchema = z.object({ uuid: z.uuid() });

/** A visitor's own design is drawn before the catalogue's seeded ones still waiting (a fresh shop queues them all at its first start). */
export const VISITOR_PICTURES_PRIORITY = 1;

/**
 * Enqueues the pictures of saved designs, once per design ever (designs are immutable, so their pictures
 * never change): call it in the transaction that stores them. Answers how many were new.
 */
export function enqueueDesignPictures(db: Db, uuids: readonly string[], { priority = 0 }: { priority?: number } = {}): Promise<number> {
  return enqueueJobs(db, uuids.map((uuid) => ({ kind: PICTURES_JOB, payload: { uuid }, dedupeKey: `${PICTURES_JOB}:${uuid}`, maxAttempts: MAX_ATTEMPTS, priority })));
}

/**
 * Draws every picture preset that applies to the design (domain `picturePresetsOf`) with `renderer`, keeps
 * each (`storePicture`) and then the thumbnail (`storeThumbnail`). A design that is gone or no longer parses gives the job up; a render that
 * fails or outruns the job's time limit fails the attempt, retried later with back-off.
 */
export function picturesJobHandler({ db, images, renderer }: { db: Db; images: ImageStore; renderer: PictureRenderer }): JobHandler {
  return async (payload, { signal, logger }) => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError('the payload names no design uuid');
    const { uuid } = parsed.data;
    let stored;
    try {
      stored = storedDesignOf((await findDesign(db, uuid)) ?? undefined);
    } catch (error) {
      if (error instanceof HttpError) throw new PermanentJobError(`design ${uuid} cannot be drawn: ${error.code}`, { cause: error });
      throw error;
    }
    const { family, design } = stored;
    const presets = picturePresetsOf(sceneObjects(family.elements(design)), family.sceneStyle(design));
    const started = Date.now();
    await renderer.render(uuid, presets, signal, (preset, png) => storePicture(images, uuid, preset, png));
    await storeThumbnail(images, uuid);
    logger.info({ uuid, presets, ms: Date.now() - started }, 'pictures: drawn');
  };
}

/**
 * The job kind that draws the main picture of a family's default design, the poster of its new-design
 * configurator; payload `{ furniture_type }`, dedupe key `defaults-picture:<type>:<version>`.
 */
export const DEFAULTS_PICTURE_JOB = 'defaults-picture';

/**
 * Enqueues the main picture of a family's default design, once per version of the defaults
 * (`defaultsPictureVersion`), ahead of every waiting design: the route that serves it calls this when it
 * has none, so the first visit of a new-design configurator after a release that changed how the defaults
 * look asks for it, and a release that did not costs nothing. Answers whether it was new.
 */
export async function enqueueDefaultsPicture(db: Db, type: FurnitureType): Promise<boolean> {
  const dedupeKey = `${DEFAULTS_PICTURE_JOB}:${type}:${defaultsPictureVersion(type)}`;
  const known = enqueuedDefaults.get(db) ?? new Set<string>();
  enqueuedDefaults.set(db, known);
  if (known.has(dedupeKey)) return false;
  // A visitor waits for it, as for a saved design's pictures: ahead of the catalogue's backlog.
  const added = await enqueueJobs(db, [{ kind: DEFAULTS_PICTURE_JOB, payload: { furniture_type: type }, dedupeKey, maxAttempts: MAX_ATTEMPTS, priority: VISITOR_PICTURES_PRIORITY }]);
  known.add(dedupeKey);
  return added > 0;
}
/** Dedupe keys this process has enqueued (or found enqueued), per database: a missing picture costs one insert per process and version, not one per page view. */
const enqueuedDefaults = new WeakMap<Db, Set<string>>();

const defaultsPayloadSchema = z.object({ furniture_type: z.enum(FURNITURE_TYPES) });

/** Draws the main preset of a family's default design (the /render/defaults/{type} page) and keeps it (`storeDefaultsPicture`), unless it is kept already. */
export function defaultsPictureJobHandler({ images, renderer }: { images: ImageStore; renderer: PictureRenderer }): JobHandler {
  return async (payload, { signal, logger }) => {
    const parsed = defaultsPayloadSchema.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError('the payload names no furniture type');
    const type = parsed.data.furniture_type;
    if (await images.has(defaultsPictureKey(type))) return;
    const started = Date.now();
    await renderer.render(`defaults/${type}`, ['main'], signal, (_preset, png) => storeDefaultsPicture(images, type, png));
    logger.info({ furnitureType: type, ms: Date.now() - started }, 'pictures: default design drawn');
  };
}

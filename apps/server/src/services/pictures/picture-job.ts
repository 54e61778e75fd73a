import { picturePresetsOf, sceneObjects } from '@masswerk/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { findDesign } from '../../db/designs.ts';
import { enqueueJobs } from '../../db/jobs.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ImageStore } from '../../storage/image-store.ts';
import { storedDesignOf } from '../designs/load-design.ts';
import { PermanentJobError, type JobHandler } from '../jobs/worker.ts';
import type { PictureRenderer } from './chromium-renderer.ts';
import { storePicture, storeThumbnail } from './picture-store.ts';

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

import type { FurnitureType, Locale } from '@masswerk/domain';
import type { ContentData, DesignDescription } from '@masswerk/contract';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import type { Logger } from '../../logger.ts';
import { findContent } from '../content/content-store.ts';
import type { DesignCache } from '../designs/design-cache.ts';
import { designOfType } from './related-designs.ts';

/**
 * A saved design's description in a locale: its family's text from the content service (content type
 * `descriptions`, keyed by furniture type; de_AT, de_CH and fr_CH read their parent's in their spelling).
 * A family without a description in the content is a 404, logged, so the page goes on without one.
 */
export async function describeDesign(
  db: Db,
  log: Logger,
  designs: DesignCache,
  params: { type: FurnitureType; id: string; lang: Locale },
): Promise<DesignDescription> {
  const design = await designOfType(designs, params.type, params.id);
  const entry = await findContent(db, log, 'descriptions', params.type, params.lang);
  if (!entry) {
    log.warn({ type: params.type, locale: params.lang }, 'no description in the content for this family');
    throw new HttpError('not_found', { key: 'error.not_found.entry', params: { type: 'descriptions', key: params.type, locale: params.lang } });
  }
  const text = entry.data as ContentData<'descriptions'>;
  return { uuid: design.uuid, furniture_type: params.type, lang: params.lang, heading: text.heading, paragraphs: text.paragraphs, materials: text.materials, care: text.care ?? null };
}

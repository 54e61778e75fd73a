import { apiPath, designPictureSource, getDefaultsPictureRoute, type DesignInfo, type WebLoadContext } from '@masswerk/contract';
import type { FurnitureType } from '@masswerk/domain';

/** A saved design's poster: its main picture through the image service, or null while it has none (the loading state then). */
export function savedDesignPoster(info: Pick<DesignInfo, 'uuid' | 'image_url'>): string | null {
  return info.image_url === null ? null : designPictureSource(info.uuid, 0);
}

/**
 * A new design's poster: the picture of the family's default design when the server has drawn it, asked
 * with HEAD (the server's answer to a miss also asks its picture job to draw it); null without it or on
 * any failure, so the page never shows a broken picture.
 */
export async function newDesignPoster(ctx: WebLoadContext, furnitureType: FurnitureType): Promise<string | null> {
  const path = apiPath(getDefaultsPictureRoute, { params: { furniture_type: furnitureType } });
  try {
    const res = await ctx.apiFetch(path, { method: 'HEAD' });
    return res.ok ? path : null;
  } catch (error) {
    ctx.log.warn({ path, err: error }, 'the poster could not be asked for');
    return null;
  }
}

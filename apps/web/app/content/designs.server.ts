import { designInfoSchema, type DesignInfo, type WebLoadContext } from '@masswerk/contract';
import { apiGet } from './api.server';

/** A saved design from the design service, or null when it does not load (a bad id, 404, or a failure, logged). */
export async function designInfo(ctx: WebLoadContext, uuid: string): Promise<DesignInfo | null> {
  if (!/^[0-9a-f-]{36}$/i.test(uuid)) return null;
  const result = await apiGet(ctx, `/api/designs/info/${uuid}`, (body) => designInfoSchema.parse(body));
  if (result.ok) return result.value;
  ctx.log.warn({ uuid }, 'design could not be loaded');
  return null;
}

import { designInfoRoute, type DesignInfo, type WebLoadContext } from '@masswerk/contract';
import { apiGet } from './api.server';

/**
 * A saved design from the design service, checked against the contract, or null when it does not load
 * (an id that is no uuid, 404, or a failure, logged). Every page that shows a saved design loads it here.
 */
export async function designInfo(ctx: WebLoadContext, uuid: string): Promise<DesignInfo | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid)) return null;
  const result = await apiGet(ctx, designInfoRoute, { params: { uuid } });
  if (result.ok) return result.value;
  ctx.log.warn({ uuid }, 'design could not be loaded');
  return null;
}

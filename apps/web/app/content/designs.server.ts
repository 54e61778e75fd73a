import { redirect, type AppLoadContext } from 'react-router';
import { designInfoRoute, type DesignInfo, type WebLoadContext } from '@masswerk/contract';
import { localeFromRequest, localePath } from '../i18n/locale';
import { apiGet, serverContext } from './api.server';

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

/**
 * The saved design a page's loader shows; when it does not load, the page answers with a 302 to
 * `elsewhere` (a path without the locale prefix) in the visitor's locale, `search` appended.
 */
export async function designInfoOrRedirect(
  { request, context }: { request: Request; context: AppLoadContext },
  uuid: string,
  elsewhere: string,
  search = '',
): Promise<DesignInfo> {
  const design = await designInfo(serverContext(context, request), uuid);
  if (!design) throw redirect(`${localePath(localeFromRequest(request), elsewhere)}${search}`, 302);
  return design;
}

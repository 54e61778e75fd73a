import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { familyOf, type FurnitureType } from '@masswerk/domain';
import type { Route } from './+types/configurator-design';
import { localeFromRequest } from '../i18n/locale';
import { Configurator } from '../configurator/Configurator';
import { configuratorMessages } from '../configurator/messages.server';
import { designNotFoundUrl, furnitureTypeOfParam, userAgentIsPhone } from '../configurator/routing';
import '../configurator/configurator.css';
import { configuratorMeta } from '../configurator/meta';
import { publicUrl } from '../shell/public-url.server';
import { serverContext } from '../content/api.server';
import { designInfo } from '../content/designs.server';

/**
 * /{furnitureType}/{uuid}: a saved design, loaded from the design service. One that cannot be loaded (unknown
 * id, another family, a structure that no longer parses, the service down) redirects with 'Design not found'
 * where shop.md §2 says, per family and device.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromRequest(request);
  const match = /\/([a-z]+)\/([^/]+)\/?$/.exec(url.pathname);
  const furnitureType = furnitureTypeOfParam(match?.[1]) as FurnitureType;
  const uuid = match?.[2] ?? '';
  const phone = userAgentIsPhone(request.headers.get('user-agent'));
  const notFound = (): Response => redirect(designNotFoundUrl(furnitureType, phone, locale));
  // designInfo answers null for anything that is not a uuid (no percent-decoding: a uuid has nothing to decode).
  const info = await designInfo(serverContext(context, request), uuid);
  if (info === null || info.furniture_type !== furnitureType) return notFound();
  const parsed = familyOf(furnitureType).parse(info.structure);
  if (!parsed.ok) return notFound();
  return {
    furnitureType,
    design: parsed.design,
    uuid,
    locale,
    messages: configuratorMessages(locale),
    serverLayout: phone ? ('phone' as const) : ('desktop' as const),
    tab: url.searchParams.get('tab'),
    origin: publicUrl(context, request),
  };
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  return configuratorMeta({ matches, location }, data);
}

export default function ConfiguratorDesignRoute({ loaderData }: Route.ComponentProps) {
  return <Configurator key={loaderData.uuid} {...loaderData} />;
}

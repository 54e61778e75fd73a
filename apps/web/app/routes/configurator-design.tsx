import { redirect } from 'react-router';
import { familyOf, type FurnitureType } from '@masswerk/domain';
import type { Route } from './+types/configurator-design';
import { Configurator } from '../configurator/Configurator';
import { configuratorPage, configuratorVisit } from '../configurator/page.server';
import { configuratorHeaders, configuratorShouldRevalidate, designNotFoundUrl, furnitureTypeOfParam } from '../configurator/routing';
import '../configurator/configurator.css';
import { configuratorMeta } from '../configurator/meta';
import { serverContext } from '../content/api.server';
import { designInfo } from '../content/designs.server';
import { savedDesignPoster } from '../configurator/poster.server';

/**
 * /{furnitureType}/{uuid}: a saved design, loaded from the design service. One that cannot be loaded (unknown
 * id, another family, a structure that no longer parses, the service down) redirects with 'Design not found'
 * where shop.md §2 says, per family and device.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const visit = configuratorVisit(request);
  const match = /\/([a-z]+)\/([^/]+)\/?$/.exec(visit.url.pathname);
  const furnitureType = furnitureTypeOfParam(match?.[1]) as FurnitureType;
  const uuid = match?.[2] ?? '';
  const notFound = (): Response => redirect(designNotFoundUrl(furnitureType, visit.phone, visit.locale));
  // designInfo answers null for anything that is not a uuid (no percent-decoding: a uuid has nothing to decode).
  const info = await designInfo(serverContext(context, request), uuid);
  if (info === null || info.furniture_type !== furnitureType) return notFound();
  const parsed = familyOf(furnitureType).parse(info.structure);
  if (!parsed.ok) return notFound();
  return configuratorPage(visit, { request, context }, { furnitureType, design: parsed.design, uuid, poster: savedDesignPoster(info) });
}

export const shouldRevalidate = configuratorShouldRevalidate;

export const headers = configuratorHeaders;

export function meta({ data, matches, location }: Route.MetaArgs) {
  return configuratorMeta({ matches, location }, data);
}

export default function ConfiguratorDesignRoute({ loaderData }: Route.ComponentProps) {
  return <Configurator key={loaderData.uuid} {...loaderData} />;
}

import { data } from 'react-router';
import { familyOf } from '@masswerk/domain';
import type { Route } from './+types/configurator';
import { Configurator } from '../configurator/Configurator';
import { configuratorPage, configuratorVisit } from '../configurator/page.server';
import { configuratorHeaders, configuratorShouldRevalidate, furnitureTypeOfParam } from '../configurator/routing';
import '../configurator/configurator.css';
import { configuratorMeta } from '../configurator/meta';
import { newDesignPoster } from '../configurator/poster.server';
import { serverContext } from '../content/api.server';

/** /{furnitureType}/configurator[?tab=]: a new design from the family's defaults. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const visit = configuratorVisit(request);
  const furnitureType = furnitureTypeOfParam(/\/([a-z]+)\/configurator\/?$/.exec(visit.url.pathname)?.[1]);
  if (furnitureType === null) throw data('Not found', { status: 404 });
  const poster = await newDesignPoster(serverContext(context, request), furnitureType);
  return configuratorPage(visit, { request, context }, { furnitureType, design: familyOf(furnitureType).defaults(), poster });
}

export const shouldRevalidate = configuratorShouldRevalidate;

export const headers = configuratorHeaders;

export function meta({ data, matches, location }: Route.MetaArgs) {
  return configuratorMeta({ matches, location }, data);
}

export default function ConfiguratorRoute({ loaderData }: Route.ComponentProps) {
  return <Configurator key={loaderData.furnitureType} {...loaderData} uuid={null} />;
}

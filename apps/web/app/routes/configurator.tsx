import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { familyOf } from '@masswerk/domain';
import type { Route } from './+types/configurator';
import { localeFromRequest } from '../i18n/locale';
import { Configurator } from '../configurator/Configurator';
import { configuratorMessages } from '../configurator/messages.server';
import { furnitureTypeOfParam, userAgentIsPhone } from '../configurator/routing';
import '../configurator/configurator.css';
import { configuratorMeta } from '../configurator/meta';
import { publicUrl } from '../shell/public-url.server';

/** /{furnitureType}/configurator[?tab=]: a new design from the family's defaults. */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromRequest(request);
  const furnitureType = furnitureTypeOfParam(/\/([a-z]+)\/configurator\/?$/.exec(url.pathname)?.[1]);
  if (furnitureType === null) throw data('Not found', { status: 404 });
  return {
    furnitureType,
    design: familyOf(furnitureType).defaults(),
    locale,
    messages: configuratorMessages(locale),
    serverLayout: userAgentIsPhone(request.headers.get('user-agent')) ? ('phone' as const) : ('desktop' as const),
    tab: url.searchParams.get('tab'),
    origin: publicUrl(context, request),
  };
}

/** Switching steps rewrites ?tab= in place; the design lives in the page, so nothing needs reloading. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  return configuratorMeta({ matches, location }, data);
}

export default function ConfiguratorRoute({ loaderData }: Route.ComponentProps) {
  return <Configurator key={loaderData.furnitureType} {...loaderData} design={loaderData.design} uuid={null} />;
}

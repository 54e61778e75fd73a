import { route, type RouteConfigEntry } from '@react-router/dev/routes';
import { FURNITURE_TYPES, LOCALE_INFOS } from '@masswerk/domain';

/**
 * The configurator routes of shop.md §2 in every locale: /{type}/configurator and /{type}/{uuid}, each
 * also under /de-at, /fr-ch, ... Written out per type rather than as /:type/:uuid so that content pages
 * with two segments (/about-our-configurators/shelves) never reach the configurator.
 */
export function configuratorRoutes(): RouteConfigEntry[] {
  const entries: RouteConfigEntry[] = [];
  for (const { urlPrefix, locale } of LOCALE_INFOS) {
    for (const type of FURNITURE_TYPES) {
      entries.push(
        route(`${urlPrefix}/${type}/configurator`, 'routes/configurator.tsx', { id: `configurator-${type}-${locale}` }),
        route(`${urlPrefix}/${type}/:uuid`, 'routes/configurator-design.tsx', { id: `configurator-design-${type}-${locale}` }),
      );
    }
  }
  return entries;
}

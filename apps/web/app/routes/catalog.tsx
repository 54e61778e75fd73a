import { data } from 'react-router';
import type { Route } from './+types/catalog';
import { CatalogView } from '../catalog/CatalogView';
import { loadCatalogPage } from '../catalog/catalog.server';
import '../catalog/catalog.css';
import { pageMeta } from '../shell/meta';

/**
 * A category page at a configurator's back-link path (/shelves, /storage/wardrobes,
 * /couches-and-armchairs, /accessories/cushions, under each locale's prefix): the curated designs of its
 * families with filters, sort and pages that work without script (catalog/).
 */
export async function loader(args: Route.LoaderArgs) {
  const page = await loadCatalogPage(args);
  if (!page) throw data(null, 404);
  return page;
}

/**
 * Shared caches may keep a category page briefly: its designs change only when the catalogue is
 * re-seeded (never across cookies: every page varies on them, entry.server.tsx).
 */
export function headers() {
  return { 'Cache-Control': 'public, max-age=60' };
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const messages = loaderData?.messages ?? {};
  const id = loaderData?.category.id ?? '';
  const title = messages[`category.${id}.title`];
  return pageMeta({ matches, location }, { title: title ? `${title} | Masswerk` : 'Masswerk', description: messages[`category.${id}.lead`] });
}

export default function Catalog({ loaderData }: Route.ComponentProps) {
  return <CatalogView data={loaderData} />;
}

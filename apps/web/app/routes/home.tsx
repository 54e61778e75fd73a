import { Link } from 'react-router';
import { FURNITURE_TYPES, familyOf } from '@masswerk/domain';
import type { Route } from './+types/home';
import { serverContext } from '../content/api.server';
import { pageByPath } from '../content/content.server';
import { extrasFor } from '../content/page.server';
import { PageBlocks } from '../content/PageBlocks';
import { localeFromRequest, localePath } from '../i18n/locale';
import { useI18n } from '../i18n/use-messages';
import type { MessageKey } from '../i18n/messages-types';
import { pageMeta } from '../shell/meta';

/** The home page from content ("/" of the pages); without content it still shows the families. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const ctx = serverContext(context, request);
  const result = await pageByPath(ctx, locale, '/');
  if (!result.ok) {
    // No home page in content (or the service failed, logged): the page carries on with the built-in one.
    if (result.reason === 'missing') ctx.log.warn({ locale, url: '/' }, 'No page data for home /');
    return { found: false as const };
  }
  const { page, alternates } = result.value;
  return { found: true as const, page, alternates, extras: await extrasFor(ctx, locale, page) };
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  return data?.found
    ? pageMeta({ matches, location }, { title: data.page.metaTags.title, description: data.page.metaTags.description, alternates: data.alternates })
    : pageMeta({ matches, location }, { title: 'Masswerk' });
}

/** The families with a card of their own (family.homeCard), in the registry's order, each opening its configurator. */
const CATEGORIES = FURNITURE_TYPES.flatMap((type) => {
  const card = familyOf(type).homeCard;
  return card === null ? [] : [{ ...card, href: `/${type}/configurator` }];
});

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, locale, messages } = useI18n();
  if (loaderData.found) {
    return (
      <main id="main" className="page page-home">
        <PageBlocks page={loaderData.page} extras={loaderData.extras} />
      </main>
    );
  }
  return (
    <main id="main" className="page page-home">
      <section className="hero">
        <div className="hero-text">
          <h1>{t('home.heading')}</h1>
          <p className="lead">{t('home.lead')}</p>
        </div>
      </section>
      <section className="block">
        <h2>{t('home.categories')}</h2>
        <ul className="cards">
          {CATEGORIES.map((category) => (
            <li key={category.id}>
              <Link to={localePath(locale, category.href)} className="card">
                <span className="card-body">
                  <span className="card-title">{cardTitle(category, messages, t)}</span>
                  <span className="card-price">{t('home.design')}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

/** A card's title in the locale (`home.category.{id}`), or the family's English label when the locale has none. */
function cardTitle(card: { id: string; label: string }, messages: Readonly<Record<string, string>>, t: (key: MessageKey) => string): string {
  const key = `home.category.${card.id}`;
  return key in messages ? t(key as MessageKey) : card.label;
}

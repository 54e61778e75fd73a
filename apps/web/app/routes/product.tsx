import { Link } from 'react-router';
import type { Route } from './+types/product';
import { countryOfLocale } from '@masswerk/domain';
import { designInfoOrRedirect } from '../content/designs.server';
import { DESIGN_NOT_FOUND, userAgentIsPhone } from '../configurator/routing';
import { formatPrice } from '../i18n/format';
import { localeFromRequest, localePath } from '../i18n/locale';
import type { MessageKey } from '../i18n/messages-types';
import { useI18n } from '../i18n/use-messages';
import { pageMeta } from '../shell/meta';

/** Visitors from retargeting campaigns go back to their designs when a product fails (shop.md §2). */
function fromRetargeting(url: URL): boolean {
  return url.searchParams.get('utm_medium') === 'retargeting';
}

/** /product/{uuid}: the product page of a saved design (its full page comes with the product issue). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const elsewhere = userAgentIsPhone(request.headers.get('user-agent')) ? '/' : fromRetargeting(new URL(request.url)) ? '/my-designs' : '/about-our-configurators';
  const design = await designInfoOrRedirect({ request, context }, params.uuid, elsewhere, `?msg=${encodeURIComponent(DESIGN_NOT_FOUND)}`);
  const price = design.price[countryOfLocale(locale)];
  return { uuid: design.uuid, furnitureType: design.furniture_type, name: design.name, price: price?.totalPriceInclTaxes ?? null };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, { title: 'Masswerk' });
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const type = t(`furniture.${loaderData.furnitureType}` as MessageKey);
  return (
    <main id="main" className="page">
      <header className="page-header">
        <h1>{loaderData.name ?? t('product.title')}</h1>
        <p className="lead">
          {t('product.type')}: {type}
        </p>
        {loaderData.price !== null && <p className="price">{formatPrice(loaderData.price, locale)}</p>}
      </header>
      <Link className="button" to={localePath(locale, `/${loaderData.furnitureType}/${loaderData.uuid}`)}>
        {t('product.configure')}
      </Link>
    </main>
  );
}

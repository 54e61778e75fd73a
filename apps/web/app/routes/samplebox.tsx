import { useState } from 'react';
import { Link } from 'react-router';
import { cartAddSampleBox } from '@masswerk/domain';
import type { Route } from './+types/samplebox';
import { serverContext } from '../content/api.server';
import { contentEntry } from '../content/content.server';
import { ContentImage } from '../content/ContentImage';
import { HERO_IMAGE_SIZES } from '../content/image-sizes';
import { formatPrice, priceIn } from '../i18n/format';
import { localeFromRequest, localePath } from '../i18n/locale';
import { useI18n } from '../i18n/use-messages';
import { readCart, writeCart } from '../shell/local-store';
import { metaTitle, pageMeta } from '../shell/meta';

/** /samplebox: the sample box landing page, from the samplebox content. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  return { samplebox: await contentEntry(serverContext(context, request), 'samplebox', locale) };
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, { title: data?.samplebox ? `${data.samplebox.title} | Masswerk` : metaTitle(matches, 'cart.sampleBox'), description: data?.samplebox?.text });
}

export default function Samplebox({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const [added, setAdded] = useState(false);
  const box = loaderData.samplebox;
  if (!box) {
    return (
      <main id="main" className="page">
        <h1>{t('cart.sampleBox')}</h1>
        <p className="lead">{t('samplebox.unavailable')}</p>
      </main>
    );
  }
  return (
    <main id="main" className="page">
      <section className="hero">
        <div className="hero-text">
          <h1>{box.title}</h1>
          <p className="lead">{box.text}</p>
          <p className="price">{formatPrice(priceIn(box.price, locale), locale)}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              // Replaces any sample line already in the cart (spec §4).
              writeCart(cartAddSampleBox(readCart()));
              setAdded(true);
            }}
          >
            {t('samplebox.add')}
          </button>
          <p className="muted">{box.deliveryNote}</p>
          {added && (
            <p className="notice" role="status">
              {t('samplebox.added')} <Link to={localePath(locale, '/shopping_cart')}>{t('samplebox.toCart')}</Link>
            </p>
          )}
        </div>
        <ContentImage image={{ src: '/images/samplebox.svg', alt: '', width: 1200, height: 800 }} className="hero-image" priority sizes={HERO_IMAGE_SIZES} />
      </section>
      <section className="block text-block">
        <h2>{t('samplebox.contents')}</h2>
        <ul className="check-list">
          {box.contents.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </main>
  );
}

import { Link } from 'react-router';
import { localePath, type Currency, type Locale } from '@masswerk/domain';
import { designPictureSource, type RelatedDesign } from '@masswerk/contract';
import { ContentImage } from '../content/ContentImage';
import { useCartI18n } from '../cart/use-cart-i18n';
import { useProductI18n, type ProductMessageKey } from './i18n';

const size = (mmValue: number) => Math.ceil(mmValue / 10);

/** One row of related designs (other sizes, other colours, goes well with); nothing when the shop has none. */
export function RelatedDesigns({ title, designs, locale }: { title: ProductMessageKey; designs: readonly RelatedDesign[]; locale: Locale }) {
  const { t } = useProductI18n();
  const cart = useCartI18n();
  if (designs.length === 0) return null;
  const headingId = `related-${title.replace('.', '-')}`;
  return (
    <section className="product-related" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(title)}</h2>
      <ul className="product-related-list">
        {designs.map((design) => {
          const name = design.name ?? cart.family(design.furniture_type);
          return (
            <li key={design.uuid} className="product-related-card">
              {design.image_url ? (
                <ContentImage image={{ src: designPictureSource(design.uuid, 0), alt: '', width: 240, height: 240 }} sizes="240px" />
              ) : (
                <div className="product-related-placeholder" aria-hidden="true" />
              )}
              <Link to={localePath(locale, `/product/${design.uuid}`)} className="product-related-link">
                {name}
              </Link>
              <p>
                {t('dimensions.value', { width: size(design.dimensions.length), depth: size(design.dimensions.width), height: size(design.dimensions.height) })}
                <br />
                {cart.color(design.color)}
              </p>
              <p className="product-related-price">{cart.money(design.price.totalPriceInclTaxes, design.price.currencyCode as Currency)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

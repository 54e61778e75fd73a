import { useCallback, useMemo } from 'react';
import type { Locale } from '@masswerk/domain';
import { cartTranslator, type CartMessages } from '../cart/i18n';
import { CartI18nContext } from '../cart/use-cart-i18n';
import type { MessageKey } from '../i18n/messages-types';
import { useI18n } from '../i18n/use-messages';
import { useCspNonce } from '../shell/csp-nonce';
import { BuyBox } from './BuyBox';
import { ProductHeart } from './ProductHeart';
import { Breadcrumbs } from './Breadcrumbs';
import { Gallery } from './Gallery';
import { ProductI18nContext, productTranslator, type ProductMessages } from './i18n';
import type { ProductData } from './product.server';
import { RelatedDesigns } from './RelatedDesigns';
import { Reviews } from './Reviews';
import { jsonForScript } from './structured-data';

export interface ProductPageProps {
  product: ProductData;
  messages: ProductMessages;
  cartMessages: CartMessages;
  colorNames: Readonly<Record<string, string>>;
  structuredData: Record<string, unknown>;
}

const cm = (mmValue: number) => Math.ceil(mmValue / 10);

/** The product page of a saved design: gallery, what it is, what it costs, what goes with it, and what buyers say. */
export function ProductPage({ product, messages, cartMessages, colorNames, structuredData }: ProductPageProps) {
  const shell = useI18n();
  const locale: Locale = shell.locale;
  const shellT = shell.t;
  const familyName = useCallback((type: string) => shellT(`furniture.${type}` as MessageKey), [shellT]);
  const i18n = useMemo(() => productTranslator(locale, messages), [locale, messages]);
  const cart = useMemo(() => cartTranslator(locale, cartMessages, { colorNames, familyName }), [locale, cartMessages, colorNames, familyName]);
  const nonce = useCspNonce();
  const { t } = i18n;
  const family = familyName(product.furnitureType);
  const name = product.name ?? family;
  const { specs, dimensions, description } = product;
  const specLines = [
    specs.doors > 0 ? cart.t('spec.doors', { count: specs.doors }) : null,
    specs.drawers > 0 ? cart.t('spec.drawers', { count: specs.drawers }) : null,
    specs.metalBar > 0 ? cart.t('spec.metalBar', { count: specs.metalBar }) : null,
  ].filter((line): line is string => line !== null);

  return (
    <ProductI18nContext.Provider value={i18n}>
      <CartI18nContext.Provider value={cart}>
        <main id="main" className="page product-page">
          <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonForScript(structuredData) }} />
          <Breadcrumbs items={product.breadcrumbs} />
          <div className="product-top">
            <Gallery name={name} pictures={product.pictures} />
            <div className="product-summary">
              <div className="product-title">
                <h1>{name}</h1>
                <ProductHeart uuid={product.uuid} locale={locale} />
              </div>
              {product.name !== null && <p className="lead">{family}</p>}
              <p className="product-size" data-testid="product-dimensions">
                {t('dimensions.value', { width: cm(dimensions.length), depth: cm(dimensions.width), height: cm(dimensions.height) })}
              </p>
              <BuyBox product={product} name={name} locale={locale} />
            </div>
          </div>
          <section className="product-about" aria-labelledby="product-about-title">
            <h2 id="product-about-title">{description?.heading ?? family}</h2>
            {description?.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
            <dl className="product-facts">
              <div>
                <dt>{t('dimensions.title')}</dt>
                <dd>{t('dimensions.value', { width: cm(dimensions.length), depth: cm(dimensions.width), height: cm(dimensions.height) })}</dd>
              </div>
              {specLines.length > 0 && (
                <div>
                  <dt>{t('specs.title')}</dt>
                  <dd data-testid="product-specs">{cart.list(specLines)}</dd>
                </div>
              )}
              <div>
                <dt>{t('colours.title')}</dt>
                <dd>{cart.list(product.colors.map((id) => cart.color(id)))}</dd>
              </div>
              {description && description.materials.length > 0 && (
                <div>
                  <dt>{t('materials.title')}</dt>
                  <dd>
                    <ul>
                      {description.materials.map((material) => (
                        <li key={material}>{material}</li>
                      ))}
                    </ul>
                    {description.care && <p>{description.care}</p>}
                  </dd>
                </div>
              )}
            </dl>
          </section>
          <RelatedDesigns title="related.shapes" designs={product.related.shapes} locale={locale} />
          <RelatedDesigns title="related.colors" designs={product.related.colors} locale={locale} />
          <RelatedDesigns title="related.products" designs={product.related.products} locale={locale} />
          <Reviews reviews={product.reviews} score={product.score} />
        </main>
      </CartI18nContext.Provider>
    </ProductI18nContext.Provider>
  );
}

import type { MetaDescriptor } from 'react-router';
import type { Route } from './+types/product';
import { localeInfo, type Currency } from '@masswerk/domain';
import { fitServes, fitUrl } from '@masswerk/contract';
import { cartColorNames, cartMessages } from '../cart/messages.server';
import { serverContext } from '../content/api.server';
import { designInfoOrRedirect } from '../content/designs.server';
import { DESIGN_NOT_FOUND, userAgentIsPhone } from '../configurator/routing';
import { formatPrice } from '../i18n/format';
import { localeFromRequest, localePath } from '../i18n/locale';
import { messagesFor } from '../i18n/messages.server';
import type { MessageKey } from '../i18n/messages-types';
import { productTranslator } from '../product/i18n';
import { productMessages } from '../product/messages.server';
import { ProductPage } from '../product/ProductPage';
import { productData } from '../product/product.server';
import { productStructuredData } from '../product/structured-data';
// The assembly switch is the cart's, with its styles.
import '../cart/cart.css';
import '../product/product.css';
import { pageMeta, rootMetaData } from '../shell/meta';
import { publicUrl } from '../shell/public-url.server';

/** Visitors from retargeting campaigns go back to their designs when a product fails (shop.md §2). */
function fromRetargeting(url: URL): boolean {
  return url.searchParams.get('utm_medium') === 'retargeting';
}

/** /product/{uuid}: the product page of a saved design (product/ProductPage.tsx). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const elsewhere = userAgentIsPhone(request.headers.get('user-agent')) ? '/' : fromRetargeting(new URL(request.url)) ? '/my-designs' : '/about-our-configurators';
  const design = await designInfoOrRedirect({ request, context }, params.uuid, elsewhere, `?msg=${encodeURIComponent(DESIGN_NOT_FOUND)}`);
  const product = await productData(serverContext(context, request), design, locale);
  const messages = productMessages(locale);
  const { t } = productTranslator(locale, messages);
  const family = messagesFor(locale)[`furniture.${design.furniture_type}` as MessageKey];
  const name = design.name ?? family;
  const origin = publicUrl(context, request).replace(/\/$/, '');
  const size = { width: Math.ceil(design.dimensions.length / 10), depth: Math.ceil(design.dimensions.width / 10), height: Math.ceil(design.dimensions.height / 10) };
  const priceText = product.price ? formatPrice(product.price.totalPriceInclTaxes, locale) : '';
  const description = product.description?.paragraphs[0] ?? t('meta.description', { name, ...size, price: priceText });
  // Shared pictures go out as JPEG from the image service: a family illustration (SVG) rendered, the design's own pictures (WebP) re-encoded.
  const images = product.pictures.map((picture) => `${origin}${fitServes(picture.src) ? fitUrl(picture.src, 1000, 'jpeg') : picture.src}`);
  const url = `${origin}${localePath(locale, `/product/${design.uuid}`)}`;
  const colorName = product.colors[0] ? (cartColorNames(locale)[product.colors[0]] ?? null) : null;
  return {
    product,
    messages,
    cartMessages: cartMessages(locale),
    colorNames: cartColorNames(locale),
    structuredData: productStructuredData({
      name,
      description: product.description?.paragraphs.join(' ') ?? null,
      url,
      images,
      sku: design.uuid,
      color: colorName,
      dimensions: design.dimensions,
      price: product.price?.totalPriceInclTaxes ?? null,
      currency: (product.price?.currencyCode ?? localeInfo(locale).currency) as Currency,
    }),
    head: { title: t('meta.title', { name }), description, image: images[0] ?? null, ogLocale: localeInfo(locale).bcp47.replace('-', '_') },
  };
}

export function meta({ matches, location, data }: Route.MetaArgs): MetaDescriptor[] {
  if (!data) return pageMeta({ matches, location }, { title: 'Masswerk' });
  const { head } = data;
  const tags = pageMeta({ matches, location }, { title: head.title, description: head.description });
  const origin = rootMetaData(matches)?.origin ?? '';
  tags.push(
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: head.title },
    { property: 'og:description', content: head.description },
    { property: 'og:url', content: `${origin}${location.pathname}` },
    { property: 'og:locale', content: head.ogLocale },
  );
  if (head.image) tags.push({ property: 'og:image', content: head.image }, { name: 'twitter:card', content: 'summary_large_image' });
  return tags;
}

export default function Product({ loaderData }: Route.ComponentProps) {
  return (
    <ProductPage
      product={loaderData.product}
      messages={loaderData.messages}
      cartMessages={loaderData.cartMessages}
      colorNames={loaderData.colorNames}
      structuredData={loaderData.structuredData}
    />
  );
}

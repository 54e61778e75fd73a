import { useState } from 'react';
import { localePath, mm, type Currency, type FurnitureType, type Locale } from '@masswerk/domain';
import { Link } from 'react-router';
import { AssemblySwitch } from '../cart/AssemblySwitch';
import { deliveryEstimate } from '../cart/cart-view';
import { useCartI18n } from '../cart/use-cart-i18n';
import { cartWithDesign } from '../configurator/cart-line';
import { readCart, writeCart } from '../shell/local-store';
import { useProductI18n } from './i18n';
import type { ProductData } from './product.server';

type CartState = { kind: 'idle' } | { kind: 'added' } | { kind: 'error' };
type ShareState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'failed'; url: string };

/**
 * Price in the page's currency with its VAT and the delivery estimate (both from the server, with or
 * without assembly), the assembly switch with the family's advice, add to cart (the same stored cart
 * as the configurator's), open in the configurator, and copy the page's link.
 */
export function BuyBox({ product, name, locale }: { product: ProductData; name: string; locale: Locale }) {
  const { t } = useProductI18n();
  const cartI18n = useCartI18n();
  const [assembly, setAssembly] = useState(false);
  const [cart, setCart] = useState<CartState>({ kind: 'idle' });
  const [share, setShare] = useState<ShareState>({ kind: 'idle' });
  const shown = assembly && product.priceWithAssembly ? product.priceWithAssembly : product.price;

  const addToCart = () => {
    try {
      writeCart(
        cartWithDesign(readCart(), {
          uuid: product.uuid,
          locale,
          furnitureType: product.furnitureType as FurnitureType,
          dimensions: { length: mm(product.dimensions.length), width: mm(product.dimensions.width), height: mm(product.dimensions.height) },
          elements: product.partTypes,
          compressedStructure: product.compressedStructure,
          assembly: assembly && product.priceWithAssembly !== null,
          baseboardCut: product.baseboardCut ? { ...product.baseboardCut, title: cartI18n.t('addon.baseboardCut') } : null,
        }),
      );
      setCart({ kind: 'added' });
    } catch {
      // Local storage full or blocked.
      setCart({ kind: 'error' });
    }
  };

  const copyLink = async () => {
    const url = window.location.href.split('#')[0]!;
    try {
      await navigator.clipboard.writeText(url);
      setShare({ kind: 'copied' });
    } catch {
      setShare({ kind: 'failed', url });
    }
  };

  const estimate = shown ? deliveryEstimate(shown.shippingDuration) : null;
  return (
    <div className="product-buy">
      {shown ? (
        <>
          <p className="product-price" data-testid="product-price">
            <span className="visually-hidden">{t('price.label')}: </span>
            {cartI18n.money(shown.totalPriceInclTaxes, shown.currencyCode as Currency)}
          </p>
          <p className="product-price-note">
            {product.taxRate > 0 ? t('price.vat', { rate: cartI18n.percent(product.taxRate) }) : t('price.noVat')} · {t('price.shipping')}
          </p>
          {product.baseboardCut && (
            <p className="product-price-note" data-testid="product-baseboard-cut">
              {t('price.baseboardCut', { height: cartI18n.number(product.baseboardCut.height), depth: cartI18n.number(product.baseboardCut.depth) })}
            </p>
          )}
          {estimate && (
            <p className="product-delivery" data-testid="product-delivery">
              <strong>{t('delivery.title')}:</strong>{' '}
              {estimate.unit === 'days' ? cartI18n.t('delivery.days', { days: estimate.count }) : cartI18n.t('delivery.weeks', { weeks: estimate.count })}
            </p>
          )}
        </>
      ) : (
        <p className="product-price-note">{t('price.unavailable')}</p>
      )}
      {product.priceWithAssembly && product.price && (
        <AssemblySwitch
          name={name}
          on={assembly}
          recommendation={product.priceWithAssembly.assemblyRecommendation ?? 'none'}
          price={product.priceWithAssembly.totalPriceInclTaxes - product.price.totalPriceInclTaxes}
          currency={product.price.currencyCode as Currency}
          onChange={setAssembly}
        />
      )}
      <div className="product-actions">
        <button type="button" className="button" onClick={addToCart} disabled={!product.price} data-testid="add-to-cart">
          {t('cart.add')}
        </button>
        <Link className="button button-quiet" to={localePath(locale, `/${product.furnitureType}/${product.uuid}`)}>
          {t('configure')}
        </Link>
        <button type="button" className="button button-quiet" onClick={() => void copyLink()}>
          {t('share')}
        </button>
      </div>
      <div role="status" className="product-status">
        {cart.kind === 'added' && (
          <p>
            {t('cart.added', { name })} <Link to={localePath(locale, '/shopping_cart')}>{t('cart.view')}</Link>
          </p>
        )}
        {cart.kind === 'error' && <p className="field-error">{t('cart.storage')}</p>}
        {share.kind === 'copied' && <p>{t('share.copied')}</p>}
        {share.kind === 'failed' && <p>{t('share.failed', { url: share.url })}</p>}
      </div>
    </div>
  );
}

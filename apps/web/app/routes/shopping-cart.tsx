import { Link } from 'react-router';
import { cartLineIsSampleBox, cartMaxQuantity, cartRemoveLine, cartSetQuantity } from '@masswerk/domain';
import type { Route } from './+types/shopping-cart';
import { localePath } from '../i18n/locale';
import { useI18n } from '../i18n/use-messages';
import { readCart, useStored, writeCart } from '../shell/local-store';
import { metaTitle, pageMeta } from '../shell/meta';

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, { title: metaTitle(matches, 'cart.title'), noindex: true });
}

/** The cart page: the line items kept in this browser (prices come with the cart and checkout issue). */
export default function ShoppingCart() {
  const { t, locale } = useI18n();
  const cart = useStored(readCart);
  // The domain keeps the limits (1 for the sample box, 99 otherwise, shop.md §5); an empty cart is cleared (spec §4).
  const setQuantity = (uuid: string, quantity: number) => writeCart(cartSetQuantity(readCart(), uuid, quantity));
  const remove = (uuid: string) => writeCart(cartRemoveLine(readCart(), uuid));
  return (
    <main id="main" className="page">
      <header className="page-header">
        <h1>{t('cart.title')}</h1>
      </header>
      {cart !== undefined && cart.lineItems.length === 0 && (
        <section className="empty-state">
          <p className="lead">{t('cart.empty')}</p>
          <Link className="button" to={localePath(locale, '/')}>
            {t('cart.continue')}
          </Link>
        </section>
      )}
      {cart !== undefined && cart.lineItems.length > 0 && (
        <>
          <ul className="item-list">
            {cart.lineItems.map((item) => {
              const title = cartLineIsSampleBox(item) ? t('cart.sampleBox') : t('cart.design', { id: item.uuid.slice(0, 8) });
              return (
                <li key={item.uuid}>
                  <span className="item-title">{title}</span>
                  <label className="quantity">
                    <span>{t('cart.quantity')}</span>
                    <select value={item.quantity} onChange={(event) => setQuantity(item.uuid, Number(event.target.value))}>
                      {Array.from({ length: cartMaxQuantity(item) }, (_, i) => i + 1).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </label>
                  <button type="button" className="link-button" onClick={() => remove(item.uuid)} aria-label={`${t('cart.remove')}: ${title}`}>
                    {t('cart.remove')}
                  </button>
                </li>
              );
            })}
          </ul>
          <Link className="button" to={localePath(locale, '/checkout/delivery')}>
            {t('cart.checkout')}
          </Link>
        </>
      )}
    </main>
  );
}

import { Link } from 'react-router';
import type { Route } from './+types/shopping-cart';
import { localePath } from '../i18n/locale';
import { useI18n } from '../i18n/use-messages';
import { readCart, useStored, writeCart, type StoredLineItem } from '../shell/local-store';
import { metaTitle, pageMeta } from '../shell/meta';

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, { title: metaTitle(matches, 'cart.title'), noindex: true });
}

/** Quantity limits per line (shop.md §5): 1 for the sample box, 99 otherwise. */
const maxQuantity = (item: StoredLineItem) => (item.uuid === 'SampleBox' ? 1 : 99);

/** The cart page: the line items kept in this browser (prices come with the cart and checkout issue). */
export default function ShoppingCart() {
  const { t, locale } = useI18n();
  const cart = useStored(readCart);
  const setQuantity = (uuid: string, quantity: number) => {
    const current = readCart();
    // Quantity 0 removes the line; an empty cart is cleared (spec §4).
    writeCart({ ...current, lineItems: current.lineItems.flatMap((item) => (item.uuid !== uuid ? [item] : quantity > 0 ? [{ ...item, quantity }] : [])) });
  };
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
              const title = item.uuid === 'SampleBox' ? t('cart.sampleBox') : t('cart.design', { id: item.uuid.slice(0, 8) });
              return (
                <li key={item.uuid}>
                  <span className="item-title">{title}</span>
                  <label className="quantity">
                    <span>{t('cart.quantity')}</span>
                    <select value={item.quantity} onChange={(event) => setQuantity(item.uuid, Number(event.target.value))}>
                      {Array.from({ length: maxQuantity(item) }, (_, i) => i + 1).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </label>
                  <button type="button" className="link-button" onClick={() => setQuantity(item.uuid, 0)} aria-label={`${t('cart.remove')}: ${title}`}>
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

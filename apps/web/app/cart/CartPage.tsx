import { useEffect, useMemo, useRef, useState } from 'react';
import { SAMPLE_BOX_UUID, cartCount, cartLineIsSampleBox, cartSetAssembly, cartSetQuantity, type StoredCart } from '@masswerk/domain';
import type { MessageKey } from '../i18n/messages-types';
import { useI18n } from '../i18n/use-messages';
import { readCart, useStored, writeCart } from '../shell/local-store';
import { CartEmpty } from './CartEmpty';
import { cartLineTitleId, CartLineItem } from './CartLineItem';
import { CartSummary } from './CartSummary';
import { cartLineViews, cartReadyForCheckout, type SummaryState } from './cart-view';
import { couponFeedback } from './coupon-feedback';
import type { InitialCart } from './initial-cart';
import { CouponForm } from './CouponForm';
import { cartTranslator, type CartMessages } from './i18n';
import { cartLineName } from './line-text';
import { cartLineIdIsValid } from './price-input';
import { PricingProblem } from './PricingProblem';
import { RecoveryNotice } from './RecoveryNotice';
import { UndoNotice } from './UndoNotice';
import { useCartPricing } from './use-cart-pricing';
import { useCartRecovery } from './use-cart-recovery';
import { CartI18nContext } from './use-cart-i18n';
import { useDesignSummaries } from './use-design-summaries';
import { useLineRemoval } from './use-line-removal';

export interface CartPageProps {
  messages: CartMessages;
  /** Colour names of the locale by colour id. */
  colorNames: Readonly<Record<string, string>>;
  /** The cart the server rendered the page with (its cookie copy, priced), or null. */
  initial?: InitialCart | null;
  /** The fetch the page calls the API with (tests give their own). */
  fetcher?: typeof fetch;
}

/** The longest the page waits for prices and designs before it shows the lines anyway. */
const REVEAL_AFTER_MS = 2000;

/** The cart without its coupon (the coupon field emptied). */
function withoutCoupon({ couponCode: _dropped, ...cart }: StoredCart): StoredCart {
  return cart;
}

/**
 * The cart page (shop.md §2 /shopping_cart, issue 13): the lines kept in this browser, priced by the
 * server on every view and change. The cart lives in local storage; the server renders the page with
 * its cookie copy priced (`initial`) until the page has read the storage, and sends only the words
 * when there is none.
 */
export function CartPage({ messages, colorNames, initial, fetcher }: CartPageProps) {
  const { t: shellT, locale } = useI18n();
  const i18n = useMemo(
    () => cartTranslator(locale, messages, { colorNames, familyName: (type) => shellT(`furniture.${type}` as MessageKey) }),
    [locale, messages, colorNames, shellT],
  );
  const { t } = i18n;
  const cart = useStored(readCart) ?? initial?.cart;
  const recovery = useCartRecovery(locale, fetcher);
  const pricing = useCartPricing(cart, locale, fetcher, undefined, initial);
  const uuids = useMemo(() => (cart?.lineItems ?? []).map((line) => line.uuid), [cart]);
  const summaries = useDesignSummaries(uuids, fetcher, initial?.summaries);
  const removal = useLineRemoval();
  const title = useRef<HTMLHeadingElement>(null);

  const { state } = pricing;
  // The lines appear once they can be shown whole (priced or failed, their designs known), or after
  // REVEAL_AFTER_MS at the latest: rows arriving one by one would push each other about (layout shift).
  const whole =
    cart !== undefined &&
    (state.status === 'ready' || state.status === 'failed') &&
    uuids.every((uuid) => uuid === SAMPLE_BOX_UUID || !cartLineIdIsValid(uuid) || (summaries.get(uuid) ?? { status: 'loading' }).status !== 'loading');
  const [revealed, setRevealed] = useState(whole);
  if (whole && !revealed) setRevealed(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setRevealed(true), REVEAL_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const lines = cart ? cartLineViews(cart, state, summaries) : [];
  const priced = state.status === 'failed' ? null : state.priced;
  const currency = priced?.currencyCode ?? null;
  const updating = state.status === 'loading' || (state.status === 'idle' && lines.length > 0);

  // The verdict on the coupon counts only when the newest answer priced the code the cart carries now.
  const code = cart?.couponCode;
  const pricedCode = state.pricedInput?.couponCode ?? undefined;
  const feedback = priced && code !== undefined && pricedCode === code.trim() ? couponFeedback(priced.coupon, i18n) : null;

  const announcement = state.status === 'ready' && state.repriced && state.priced ? t('announce.total', { total: i18n.money(state.priced.total, state.priced.currencyCode) }) : '';

  useEffect(() => {
    if (removal.restored) document.getElementById(cartLineTitleId(removal.restored))?.focus();
  }, [removal.restored]);

  const setQuantity = (uuid: string, quantity: number) => {
    if (quantity <= 0) removal.remove(uuid);
    else writeCart(cartSetQuantity(readCart(), uuid, quantity));
  };
  const removedName = (): string => {
    const line = removal.removed!.line;
    const summary = summaries.get(line.uuid) as SummaryState | undefined;
    const type = typeof line.meta?.type === 'string' ? line.meta.type : null;
    return cartLineName({ uuid: line.uuid, isSampleBox: cartLineIsSampleBox(line), summary: summary?.status === 'found' ? summary.summary : null, furnitureType: type }, i18n);
  };

  return (
    <CartI18nContext value={i18n}>
      <main id="main" className="page cart-page">
        <header className="page-header cart-header">
          <h1 ref={title} tabIndex={-1}>
            {shellT('cart.title')}
          </h1>
          {cart && cart.lineItems.length > 0 && <p className="muted cart-count">{t('itemCount', { count: cartCount(cart) })}</p>}
        </header>
        <p className="visually-hidden" aria-live="polite" data-testid="cart-announcement">
          {announcement}
        </p>
        {recovery && <RecoveryNotice report={recovery} />}
        {removal.removed && (
          <UndoNotice
            text={t('removed', { name: removedName() })}
            undo={{ label: t('undo'), name: t('undo.name', { name: removedName() }) }}
            closeLabel={t('notice.close')}
            removalKey={`${removal.removed.line.uuid}-${removal.removed.index}`}
            onUndo={removal.undo}
            onDismiss={() => {
              removal.dismiss();
              title.current?.focus();
            }}
          />
        )}
        {(cart === undefined || (lines.length > 0 && !revealed)) && (
          <p className="cart-loading" role="status">
            {t('loading')}
          </p>
        )}
        {cart !== undefined && cart.lineItems.length === 0 && <CartEmpty />}
        {lines.length > 0 && revealed && (
          <div className="cart-layout">
            <section className="cart-lines-section" aria-labelledby="cart-lines-title">
              <h2 id="cart-lines-title" className="visually-hidden">
                {t('lines.title')}
              </h2>
              {state.status === 'failed' && state.failure && <PricingProblem failure={state.failure} onRetry={pricing.retry} />}
              <ul className="cart-lines">
                {lines.map((view) => (
                  <CartLineItem
                    key={view.uuid}
                    view={view}
                    currency={currency}
                    onQuantity={setQuantity}
                    onAssembly={(uuid, on) => writeCart(cartSetAssembly(readCart(), uuid, on))}
                    onRemove={removal.remove}
                  />
                ))}
              </ul>
            </section>
            <CartSummary
              priced={priced}
              updating={updating && state.status !== 'failed'}
              readyForCheckout={cartReadyForCheckout(lines, state)}
              blocked={lines.some((line) => line.problem !== null)}
            >
              <CouponForm
                code={code}
                feedback={feedback}
                onApply={(entered) => writeCart({ ...readCart(), couponCode: entered })}
                onRemove={() => writeCart(withoutCoupon(readCart()))}
              />
            </CartSummary>
          </div>
        )}
      </main>
    </CartI18nContext>
  );
}

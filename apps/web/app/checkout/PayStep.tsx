import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paymentReturnOf, type PaymentAnswer, type PaymentOptionsAnswer, type PaymentReturn } from '@masswerk/contract';
import { localeInfo, ORDER_PAID_STATUSES, type PaymentMethod } from '@masswerk/domain';
import { useCheckoutI18n, type CheckoutMessageKey } from './i18n';
import { confirmPaymentRequest, orderRequest, paymentOptionsRequest, startPaymentRequest, type PaymentCall } from './order-api';

export interface PayStepProps {
  orderId: string | null;
  /** The query of the page's URL: the provider's return (paymentId, paymentRedirectResult, signature) when the buyer comes back. */
  search: string;
  paths: { pay: (orderId: string) => string; receipt: (orderId: string) => string; tracking: string };
  fetcher?: typeof fetch;
}

const ATTEMPT_KEY = 'masswerk.checkout.payment';

/**
 * The idempotency key of this browser's payment attempt for the order and method: the same while the
 * attempt is under way (a double click, a reload before the provider's page, a second tab answer the same
 * attempt), forgotten once the buyer is back from the provider, so trying again is a new attempt.
 */
function attemptKey(orderId: string, method: PaymentMethod): string {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(ATTEMPT_KEY) ?? 'null') as { orderId: string; method: string; key: string } | null;
    if (stored?.orderId === orderId && stored.method === method) return stored.key;
    const key = crypto.randomUUID();
    window.sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify({ orderId, method, key }));
    return key;
  } catch {
    return crypto.randomUUID();
  }
}

function forgetAttempt(): void {
  try {
    window.sessionStorage.removeItem(ATTEMPT_KEY);
  } catch {
    // Storage refused: the next attempt makes its own key anyway.
  }
}

type Loaded = { options: PaymentOptionsAnswer; number: string };
/** What the page shows. `notice` is a sentence about the last try (a refusal, a failure), shown above the methods. */
type View =
  | { phase: 'loading' }
  | { phase: 'confirming' }
  | { phase: 'confirmFailed'; back: PaymentReturn }
  | { phase: 'notFound' }
  | { phase: 'loadFailed' }
  | { phase: 'choose'; loaded: Loaded };

const NOTICE_OF_FAILURE: Record<Exclude<PaymentCall<unknown>, { ok: true }>['reason'], CheckoutMessageKey> = {
  offline: 'pay.error.offline',
  unavailable: 'pay.error.unavailable',
  not_offered: 'pay.error.notOffered',
  failed: 'pay.error.failed',
  not_found: 'pay.error.failed',
  already_paid: 'pay.error.failed',
};

/**
 * The pay step (shop.md §2 /checkout/pay?orderID=): the methods of the order's shop, "Pay" sends the
 * buyer to the provider's page; back from it (paymentRedirectResult), the page has the server confirm
 * the payment and goes on to the receipt, or says in words what went wrong and offers the methods again.
 */
export function PayStep({ orderId, search, paths, fetcher }: PayStepProps) {
  const { t, money, locale } = useCheckoutI18n();
  const navigate = useNavigate();
  const language = localeInfo(locale).bcp47;
  const [view, setView] = useState<View>(() => (!orderId ? { phase: 'notFound' } : paymentReturnOf(search) ? { phase: 'confirming' } : { phase: 'loading' }));
  const [notice, setNotice] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [starting, setStarting] = useState(false);
  // Set at once on the first press (state would only be seen after the next render): a double click starts one attempt.
  const inFlight = useRef(false);
  const noticeId = useId();

  /** The order's methods and number, or where the page goes instead (the caller shows it: no state is set here). */
  const readOptions = useCallback(async (): Promise<Loaded | 'notFound' | 'loadFailed' | 'receipt'> => {
    if (!orderId) return 'notFound';
    const [options, order] = await Promise.all([paymentOptionsRequest(orderId, fetcher), orderRequest(orderId, fetcher)]);
    if (!options.ok) return options.reason === 'not_found' ? 'notFound' : 'loadFailed';
    // Paid (or on its way by bank transfer): nothing to choose here, the receipt says the rest.
    const waiting = options.value.payments.some((p) => p.status === 'pending' && p.bankTransfer !== null);
    if (!options.value.payable || ORDER_PAID_STATUSES.includes(options.value.orderStatus) || waiting) return 'receipt';
    return { options: options.value, number: order?.number ?? '' };
  }, [orderId, fetcher]);

  const showOptions = useCallback(
    (result: Awaited<ReturnType<typeof readOptions>>) => {
      if (result === 'receipt') return void (orderId && navigate(paths.receipt(orderId), { replace: true }));
      if (typeof result === 'string') return setView({ phase: result });
      setView({ phase: 'choose', loaded: result });
      setMethod((chosen) => (chosen && result.options.methods.some((m) => m.method === chosen) ? chosen : (result.options.methods[0]?.method ?? null)));
    },
    [orderId, navigate, paths],
  );

  const load = useCallback(() => readOptions().then(showOptions), [readOptions, showOptions]);

  /** The payment as the server found it on the buyer's return: the receipt, or the methods again with what went wrong. */
  const showConfirmed = useCallback(
    (back: PaymentReturn, answer: PaymentCall<PaymentAnswer>) => {
      if (!answer.ok) return setView({ phase: 'confirmFailed', back });
      forgetAttempt();
      const payment = answer.value;
      if (!orderId) return;
      if (ORDER_PAID_STATUSES.includes(payment.orderStatus) || payment.status === 'succeeded' || payment.status === 'pending' || payment.status === 'refund_due') {
        return void navigate(paths.receipt(orderId), { replace: true });
      }
      setMethod(payment.method);
      setNotice(t(payment.status === 'refused' ? 'pay.result.refused' : payment.status === 'error' ? 'pay.result.error' : 'pay.result.created'));
      // The return's query has done its work: a reload shows the methods, not the result again.
      void navigate(paths.pay(orderId), { replace: true, preventScrollReset: true });
      void load();
    },
    [orderId, navigate, paths, t, load],
  );

  /** Back from the provider: the server asks the provider and answers the payment as it stands. */
  const confirm = useCallback((back: PaymentReturn) => confirmPaymentRequest(back, language, fetcher), [language, fetcher]);

  useEffect(() => {
    let live = true;
    const back = paymentReturnOf(search);
    if (back) void confirm(back).then((answer) => live && showConfirmed(back, answer));
    else void readOptions().then((result) => live && showOptions(result));
    return () => {
      live = false;
    };
    // Only on arrival: the return's query is removed once it is confirmed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId]);

  // Back from the provider's page by the browser's back button, the page may come from the cache as it was left: busy.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setStarting(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  const pay = async () => {
    if (!orderId || !method || inFlight.current) return;
    inFlight.current = true;
    setStarting(true);
    setNotice(null);
    const started = await startPaymentRequest(orderId, { method, idempotencyKey: attemptKey(orderId, method), returnUrl: paths.pay(orderId) }, language, fetcher);
    if (started.ok) {
      window.location.assign(started.value.redirectUrl);
      return;
    }
    inFlight.current = false;
    setStarting(false);
    if (started.reason === 'already_paid') return void navigate(paths.receipt(orderId), { replace: true });
    // A refused start ends the attempt; a lost answer keeps its key, so trying again finds the same attempt.
    if (started.reason !== 'offline' && started.reason !== 'unavailable') forgetAttempt();
    setNotice(t(NOTICE_OF_FAILURE[started.reason], { reason: started.message ?? '' }));
    if (started.reason === 'not_offered') await load();
  };

  switch (view.phase) {
    case 'loading':
      return <p role="status">{t('pay.loading')}</p>;
    case 'confirming':
      return <p role="status">{t('pay.confirming')}</p>;
    case 'notFound':
      return (
        <p className="notice">
          {t('receipt.notFound')} <Link to={paths.tracking}>{t('receipt.tracking')}</Link>
        </p>
      );
    case 'loadFailed':
      return (
        <RetryNotice
          message={t('pay.error.load')}
          action={t('pay.retry')}
          onRetry={() => {
            setView({ phase: 'loading' });
            void load();
          }}
        />
      );
    case 'confirmFailed': {
      const { back } = view;
      return (
        <RetryNotice
          message={t('pay.error.confirm')}
          action={t('pay.checkAgain')}
          onRetry={() => {
            setView({ phase: 'confirming' });
            void confirm(back).then((answer) => showConfirmed(back, answer));
          }}
        />
      );
    }
    case 'choose': {
      const { options, number } = view.loaded;
      const amount = money(options.amount, options.currencyCode);
      return (
        <form
          className="checkout-pay"
          aria-describedby={notice ? noticeId : undefined}
          onSubmit={(event) => {
            event.preventDefault();
            void pay();
          }}
        >
          <h2>{t('pay.title')}</h2>
          <p>{t('pay.intro', { number, amount })}</p>
          {notice && (
            <p id={noticeId} className="checkout-error" role="alert">
              {notice}
            </p>
          )}
          <fieldset className="checkout-methods" disabled={starting}>
            <legend>{t('pay.methods')}</legend>
            {options.methods.map((offer) => {
              const hint = offer.challenge ? t('pay.hint.challenge') : offer.settlement === 'later' ? t('pay.hint.later') : null;
              const id = `pay-method-${offer.method}`;
              return (
                <div key={offer.method} className="checkout-method">
                  <input
                    type="radio"
                    id={id}
                    name="method"
                    value={offer.method}
                    checked={method === offer.method}
                    onChange={() => setMethod(offer.method)}
                    aria-describedby={hint ? `${id}-hint` : undefined}
                  />
                  <label htmlFor={id}>
                    <span className="checkout-method-name">{t(`pay.method.${offer.method}` as CheckoutMessageKey)}</span>
                    {hint && (
                      <span id={`${id}-hint`} className="checkout-hint">
                        {hint}
                      </span>
                    )}
                  </label>
                </div>
              );
            })}
          </fieldset>
          <p className="checkout-hint">{t('pay.secure')}</p>
          <button type="submit" className="button button-primary" disabled={starting || !method} aria-busy={starting || undefined}>
            {starting ? t('pay.submitting') : t('pay.submit', { amount })}
          </button>
        </form>
      );
    }
  }
}

/** A failure in words with the button that tries again. */
function RetryNotice({ message, action, onRetry }: { message: string; action: string; onRetry: () => void }) {
  return (
    <p className="notice" role="alert">
      {message}{' '}
      <button type="button" className="button" onClick={onRetry}>
        {action}
      </button>
    </p>
  );
}

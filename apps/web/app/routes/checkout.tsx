import { useMemo } from 'react';
import { createCookie, data, Link, redirect, useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import { deliveryDetailsSchema, type DeliveryDetails } from '@masswerk/contract';
import { countryOfLocale } from '@masswerk/domain';
import type { Route } from './+types/checkout';
import { DeliveryStep } from '../checkout/DeliveryStep';
import { deliveryFormSchema } from '../checkout/delivery-form';
import { checkoutTranslator, CheckoutI18nContext } from '../checkout/i18n';
import { cartColorNames } from '../cart/messages.server';
import { checkoutMessages } from '../checkout/messages.server';
import { PayStep } from '../checkout/PayStep';
import { ReceiptStep } from '../checkout/ReceiptStep';
import { ReviewStep } from '../checkout/ReviewStep';
import '../checkout/checkout.css';
import { localeFromRequest, localePath } from '../i18n/locale';
import { useI18n } from '../i18n/use-messages';
import type { MessageKey } from '../i18n/messages-types';
import { NotFoundPage } from '../shell/NotFoundPage';
import { metaTitle, pageMeta } from '../shell/meta';
import { Page } from '../shell/Page';

const STEPS = ['delivery', 'validation', 'pay', 'receipt'] as const;
type Step = (typeof STEPS)[number];

/**
 * Delivery details the form sent before its script had loaded, handed to the review step (whose cart
 * lives in the browser). Server-only, short-lived, never readable by scripts.
 */
const deliveryCookie = createCookie('masswerk_delivery', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 60 * 60 });

function stepOf(params: Route.LoaderArgs['params']): Step | null {
  const step = params['*'] as Step;
  return STEPS.includes(step) ? step : null;
}

/** /checkout/{delivery|validation|pay|receipt}; pay and receipt take ?orderID=. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const step = stepOf(params);
  const messages = checkoutMessages(locale);
  if (step === null) return data({ step: null, orderId: null, messages, colorNames: {}, deliveryFromServer: null }, { status: 404 });
  const orderId = step === 'pay' || step === 'receipt' ? new URL(request.url).searchParams.get('orderID') : null;
  const fromCookie: unknown = step === 'validation' ? await deliveryCookie.parse(request.headers.get('Cookie')) : null;
  const parsed = fromCookie ? deliveryDetailsSchema.safeParse(fromCookie) : null;
  // The review and the receipt name the sample box's colours.
  const colorNames = step === 'validation' || step === 'receipt' ? cartColorNames(locale) : {};
  return { step, orderId, messages, colorNames, deliveryFromServer: parsed?.success ? parsed.data : null };
}

/**
 * The delivery form sent before its script loaded: checked with the same schema as in the browser;
 * errors come back with what was typed, good details go to the review step. A form posted from
 * another site is refused (it could slip someone else's address into this browser's checkout).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const url = new URL(request.url);
  const origin = request.headers.get('Origin');
  if (origin !== null && origin !== url.origin) throw data('Forbidden', { status: 403 });
  if (stepOf(params) !== 'delivery') throw data('Only the delivery step takes a form.', { status: 405 });
  const locale = localeFromRequest(request);
  const submission = parseWithZod(await request.formData(), { schema: deliveryFormSchema(countryOfLocale(locale)) });
  if (submission.status !== 'success') return { result: submission.reply() };
  const cookie = await deliveryCookie.serialize(submission.value satisfies DeliveryDetails, { secure: url.protocol === 'https:' });
  return redirect(localePath(locale, '/checkout/validation'), { headers: { 'Set-Cookie': cookie } });
}

/** The words of a locale never change under a page: only a new step or order needs the loader. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod) return defaultShouldRevalidate;
  return currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search;
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, { title: metaTitle(matches, 'checkout.title'), noindex: true });
}

/** The checkout's frame, step bar and the current step. */
export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const location = useLocation();
  const i18n = useMemo(
    () => checkoutTranslator(locale, loaderData.messages, (type) => t(`furniture.${type}` as MessageKey), loaderData.colorNames),
    [locale, loaderData.messages, loaderData.colorNames, t],
  );
  if (loaderData.step === null) return <NotFoundPage />;
  const current = STEPS.indexOf(loaderData.step);
  const path = (p: string) => localePath(locale, p);
  const orderPath = (step: 'pay' | 'receipt') => (id: string) => `${path(`/checkout/${step}`)}?orderID=${encodeURIComponent(id)}`;
  return (
    <CheckoutI18nContext.Provider value={i18n}>
      <Page title={t('checkout.title')}>
        <ol className="steps" aria-label={t('checkout.steps')}>
          {STEPS.map((step, index) => (
            <li key={step} aria-current={index === current ? 'step' : undefined} data-done={index < current || undefined}>
              {t(`checkout.step.${step}`)}
            </li>
          ))}
        </ol>
        {loaderData.step === 'delivery' && <DeliveryStep shop={countryOfLocale(locale)} lastResult={actionData?.result} reviewPath={path('/checkout/validation')} />}
        {loaderData.step === 'validation' && (
          <ReviewStep
            deliveryFromServer={loaderData.deliveryFromServer}
            paths={{ delivery: path('/checkout/delivery'), cart: path('/shopping_cart'), afterOrder: orderPath('pay') }}
          />
        )}
        {loaderData.step === 'pay' && <PayStep orderId={loaderData.orderId} search={location.search} paths={{ pay: orderPath('pay'), receipt: orderPath('receipt'), tracking: path('/order-tracking') }} />}
        {loaderData.step === 'receipt' && <ReceiptStep orderId={loaderData.orderId} paths={{ tracking: path('/order-tracking'), home: path('/'), pay: orderPath('pay') }} />}
        {loaderData.step === 'delivery' && <Link to={path('/shopping_cart')}>← {t('checkout.backToCart')}</Link>}
      </Page>
    </CheckoutI18nContext.Provider>
  );
}

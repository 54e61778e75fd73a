import { Link, data } from 'react-router';
import type { Route } from './+types/checkout';
import { localePath } from '../i18n/locale';
import { useI18n } from '../i18n/use-messages';
import { NotFoundPage } from '../shell/NotFoundPage';
import { readCart, useStored } from '../shell/local-store';
import { metaTitle, pageMeta } from '../shell/meta';
import { Page } from '../shell/Page';

const STEPS = ['delivery', 'validation', 'pay', 'receipt'] as const;
type Step = (typeof STEPS)[number];

/** /checkout/{delivery|validation|pay|receipt}; pay and receipt take ?orderID=. */
export function loader({ request, params }: Route.LoaderArgs) {
  const step = params['*'] as Step;
  if (!STEPS.includes(step)) return data({ step: null, orderId: null }, { status: 404 });
  const orderId = step === 'pay' || step === 'receipt' ? new URL(request.url).searchParams.get('orderID') : null;
  return { step, orderId };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, { title: metaTitle(matches, 'checkout.title'), noindex: true });
}

/** The checkout's frame and steps; the steps' forms come with the checkout issue. */
export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const cart = useStored(readCart);
  if (loaderData.step === null) return <NotFoundPage />;
  const current = STEPS.indexOf(loaderData.step);
  return (
    <Page title={t('checkout.title')}>
      <ol className="steps" aria-label={t('checkout.steps')}>
        {STEPS.map((step, index) => (
          <li key={step} aria-current={index === current ? 'step' : undefined} data-done={index < current || undefined}>
            {t(`checkout.step.${step}`)}
          </li>
        ))}
      </ol>
      {loaderData.orderId && <p className="lead">{t('checkout.order', { id: loaderData.orderId })}</p>}
      {cart !== undefined && cart.lineItems.length === 0 && loaderData.step !== 'receipt' && <p className="notice">{t('checkout.empty')}</p>}
      <Link to={localePath(locale, '/shopping_cart')}>← {t('checkout.backToCart')}</Link>
    </Page>
  );
}

import { Form } from 'react-router';
import type { Route } from './+types/order-tracking';
import { useI18n } from '../i18n/use-messages';
import { metaTitle, pageMeta } from '../shell/meta';
import { Page } from '../shell/Page';

export function loader({ request }: Route.LoaderArgs) {
  const orderId = new URL(request.url).searchParams.get('orderID')?.trim() || null;
  // No order service yet: every number is unknown until checkout stores orders (docs/decisions.md).
  return { orderId };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, { title: metaTitle(matches, 'orderTracking.title') });
}

/** Order tracking: the visitor enters the number from the order confirmation. */
export default function OrderTracking({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <Page title={t('orderTracking.title')} lead={t('orderTracking.intro')}>
      <Form method="get" className="form-row">
        <label htmlFor="order-id">{t('orderTracking.orderId')}</label>
        <input id="order-id" name="orderID" required defaultValue={loaderData.orderId ?? ''} autoComplete="off" />
        <button type="submit" className="button">
          {t('orderTracking.submit')}
        </button>
      </Form>
      {loaderData.orderId && (
        <p className="notice" role="status">
          {t('orderTracking.notFound', { id: loaderData.orderId })}
        </p>
      )}
    </Page>
  );
}

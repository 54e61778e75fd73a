import type { PricingFailure } from './pricing-state';
import { useCartI18n } from './use-cart-i18n';

export interface PricingProblemProps {
  failure: PricingFailure;
  onRetry(): void;
}

/** Why the prices are missing (offline, or the server failed); the lines stay, and the visitor can try again. */
export function PricingProblem({ failure, onRetry }: PricingProblemProps) {
  const { t } = useCartI18n();
  return (
    <div className="notice cart-notice cart-notice-problem" role="alert">
      <p>{t(failure === 'offline' ? 'error.offline' : 'error.server')}</p>
      <button type="button" className="button button-quiet" onClick={onRetry}>
        {t('error.retry')}
      </button>
    </div>
  );
}

import { shortDesignId } from './recovery';
import type { RecoveryReport } from './use-cart-recovery';
import { useCartI18n } from './use-cart-i18n';

export interface RecoveryNoticeProps {
  report: RecoveryReport;
}

/** What a cart recovery link did: designs put in the cart, and the ones it could not add. */
export function RecoveryNotice({ report }: RecoveryNoticeProps) {
  const i18n = useCartI18n();
  const ids = (uuids: readonly string[]) => i18n.list(uuids.map(shortDesignId));
  return (
    <div className="notice cart-notice" role="status" data-testid="cart-recovery">
      {report.added > 0 && <p>{i18n.t('recovery.added', { count: report.added })}</p>}
      {report.unknown.length > 0 && <p>{i18n.t('recovery.unknown', { count: report.unknown.length, ids: ids(report.unknown) })}</p>}
      {report.failed.length > 0 && <p>{i18n.t('recovery.failed', { count: report.failed.length, ids: ids(report.failed) })}</p>}
    </div>
  );
}

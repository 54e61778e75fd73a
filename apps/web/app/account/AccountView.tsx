import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { apiPath, exportUserRoute } from '@masswerk/contract';
import type { Locale } from '@masswerk/domain';
import { localePath } from '../i18n/locale';
import type { SignedInAccount } from './account.server';
import { designList } from '../my-designs/design-list';
import { LinePicture } from '../cart/LinePicture';
import { useDesignSummaries } from '../cart/use-design-summaries';
import { useI18n } from '../i18n/use-messages';
import type { MessageKey } from '../i18n/messages-types';
import { deleteAccount, setNewsletter, signOut } from './account-api';
import type { AccountMessageKey, AccountTranslator } from './i18n';

/** Signed in: the account's designs and orders, the newsletter, the data download, sign out and deleting the account. */
export function AccountView({ account, i18n, locale, onChanged }: { account: SignedInAccount; i18n: AccountTranslator; locale: Locale; onChanged: () => void }) {
  const { t, money, date } = i18n;
  const { user } = account;
  const [designs, setDesigns] = useState(account.designs);
  const summaries = useDesignSummaries(designs.map((design) => design.uuid));
  const { t: shellT } = useI18n();
  // A design goes by its own name, else its family's; until its summary is here, by its place in the list.
  const pictureOf = (uuid: string): string | null | undefined => {
    const summary = summaries.get(uuid);
    return summary?.status === 'found' ? summary.summary.pictureUrl : undefined;
  };
  const nameOf = (uuid: string, index: number): string => {
    const summary = summaries.get(uuid);
    if (summary?.status !== 'found') return t('design', { number: index + 1 });
    return summary.summary.name ?? shellT(`furniture.${summary.summary.furnitureType}` as MessageKey);
  };
  const [newsletter, setNewsletterState] = useState(user.newsletter);
  const [note, setNote] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  // Asked to delete: the warning is read from its button, which takes the focus.
  useEffect(() => {
    if (confirmingDelete) deleteButton.current?.focus();
  }, [confirmingDelete]);

  const report = (ok: boolean) => setNote(ok ? t('saved') : t('error'));

  async function toggleNewsletter(next: boolean) {
    setNewsletterState(next);
    const result = await setNewsletter(user.id, next);
    if (!result.ok) setNewsletterState(!next);
    report(result.ok);
  }

  async function remove(uuid: string) {
    // Through the visitor's list, so the header's badge and the heart follow at once.
    try {
      await designList().remove(uuid);
      setDesigns((list) => list.filter((design) => design.uuid !== uuid));
    } catch {
      report(false);
    }
  }

  async function leave(call: () => Promise<{ ok: boolean }>) {
    setBusy(true);
    const result = await call();
    setBusy(false);
    if (result.ok) onChanged();
    else report(false);
  }

  return (
    <div className="account">
      <p className="lead">{t('signedInAs', { email: user.email })}</p>
      <p role="status" className="account-note">
        {note}
      </p>

      <section aria-labelledby="account-designs">
        <h2 id="account-designs">{t('designs')}</h2>
        {designs.length === 0 ? (
          <p>{t('noDesigns')}</p>
        ) : (
          <ul className="item-list" data-testid="account-designs">
            {designs.map((design, index) => (
              <li key={design.uuid}>
                <span className="account-design-picture">
                  <LinePicture isSampleBox={false} pictureUrl={pictureOf(design.uuid)} />
                </span>
                <span className="item-title">{nameOf(design.uuid, index)}</span>
                <span className="account-date">{date(design.addedAt)}</span>
                <Link to={localePath(locale, `/product/${design.uuid}`)} aria-label={`${t('open')}: ${nameOf(design.uuid, index)}`}>
                  {t('open')}
                </Link>
                <button type="button" className="link-button" onClick={() => void remove(design.uuid)} aria-label={`${t('remove')}: ${nameOf(design.uuid, index)}`}>
                  {t('remove')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="account-orders">
        <h2 id="account-orders">{t('orders')}</h2>
        {account.orders.length === 0 ? (
          <p>{t('noOrders')}</p>
        ) : (
          <ul className="item-list" data-testid="account-orders">
            {account.orders.map((order) => (
              <li key={order.number}>
                <span className="item-title">{t('orderLine', { number: order.number, date: date(order.createdAt), total: money(order.total, order.currencyCode) })}</span>
                <span>{t(`status.${order.status}` as AccountMessageKey)}</span>
                <Link to={`${localePath(locale, '/order-tracking')}?number=${encodeURIComponent(order.number)}`}>{t('open')}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="account-newsletter">
        <h2 id="account-newsletter">{t('newsletter')}</h2>
        <label className="checkbox">
          <input type="checkbox" checked={newsletter} onChange={(event) => void toggleNewsletter(event.currentTarget.checked)} /> {t('newsletterLabel')}
        </label>
      </section>

      <section aria-labelledby="account-data">
        <h2 id="account-data">{t('data')}</h2>
        <p className="account-actions">
          <a className="button button-quiet" href={apiPath(exportUserRoute, { params: { id: user.id } })} download="masswerk-account.json">
            {t('download')}
          </a>
          <button type="button" className="button" onClick={() => void leave(signOut)} disabled={busy}>
            {t('signOut')}
          </button>
        </p>
        {!confirmingDelete ? (
          <button type="button" className="link-button account-delete" onClick={() => setConfirmingDelete(true)}>
            {t('delete')}
          </button>
        ) : (
          <div className="notice account-delete-confirm" role="group" aria-labelledby="account-delete-warning">
            <p id="account-delete-warning">{t('deleteWarning')}</p>
            <p className="account-actions">
              <button type="button" className="button" ref={deleteButton} aria-describedby="account-delete-warning" onClick={() => void leave(() => deleteAccount(user.id))} disabled={busy}>
                {t('deleteConfirm')}
              </button>
              <button type="button" className="link-button" onClick={() => setConfirmingDelete(false)}>
                {t('cancel')}
              </button>
            </p>
          </div>
        )}
      </section>
    </div>
  );
}

import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { countryOfLocale, localePath } from '@masswerk/domain';
import type { SummaryState } from '../cart/cart-view';
import { LinePicture } from '../cart/LinePicture';
import type { DesignEntry } from './design-list';
import type { MyDesignsTranslator } from './i18n';

export interface DesignCardProps {
  entry: DesignEntry;
  summary: SummaryState;
  /** The shop's origin, for the link to share ("https://masswerk.example"). */
  origin: string;
  i18n: MyDesignsTranslator;
  onRemove(name: string): void;
}

/** How long "Link copied" stays on the share button. */
const COPIED_MS = 2500;

export const designCardTitleId = (uuid: string): string => `design-${uuid}-title`;

/** The name a design goes by: its own, its family's, or (until known) its short id. */
export function designName(summary: SummaryState, uuid: string, i18n: MyDesignsTranslator): string {
  if (summary.status !== 'found') return i18n.t('design.unnamed', { id: uuid.slice(0, 8) });
  return summary.summary.name ?? i18n.family(summary.summary.furnitureType);
}

/**
 * One kept design: its picture, name, family, size and price in the visitor's country (the server's, from
 * the design's info), when it was kept, and the links to reopen, view, share and remove it.
 */
export function DesignCard({ entry, summary, origin, i18n, onRemove }: DesignCardProps) {
  const { t, locale } = i18n;
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  const name = designName(summary, entry.uuid, i18n);
  const found = summary.status === 'found' ? summary.summary : null;
  const configuratorPath = found ? localePath(locale, `/${found.furnitureType}/${entry.uuid}`) : null;
  const price = found?.prices?.[countryOfLocale(locale)] ?? null;
  const cm = (mm: number) => i18n.number(Math.round(mm / 10));
  const shareText = copy === 'copied' ? t('action.copied') : t('action.share');

  const share = async (): Promise<void> => {
    if (configuratorPath === null) return;
    window.clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(`${origin}${configuratorPath}`);
      setCopy('copied');
      timer.current = window.setTimeout(() => setCopy('idle'), COPIED_MS);
    } catch {
      // Without clipboard permission the link is shown to copy by hand.
      setCopy('failed');
    }
  };

  return (
    <li className="design-card" data-uuid={entry.uuid} aria-labelledby={designCardTitleId(entry.uuid)}>
      <div className="design-card-picture">{found ? <LinePicture isSampleBox={false} pictureUrl={found.pictureUrl} /> : <div className="cart-line-picture" aria-hidden="true" />}</div>
      <div className="design-card-body">
        <h3 id={designCardTitleId(entry.uuid)} tabIndex={-1}>
          {name}
        </h3>
        {summary.status === 'loading' && <p className="muted">{t('design.loading')}</p>}
        {summary.status === 'notFound' && <p>{t('design.notFound')}</p>}
        {summary.status === 'failed' && <p>{t('design.failed')}</p>}
        {found && (
          <dl className="design-card-facts">
            <div>
              <dt>{t('design.family')}</dt>
              <dd>{i18n.family(found.furnitureType)}</dd>
            </div>
            <div>
              <dt>{t('design.size')}</dt>
              <dd>{t('design.sizeValue', { width: cm(found.dimensions.length), depth: cm(found.dimensions.width), height: cm(found.dimensions.height) })}</dd>
            </div>
            <div>
              <dt>{t('design.price')}</dt>
              <dd className="design-card-price">{price ? i18n.money(price.totalPriceInclTaxes, price.currencyCode) : t('design.priceUnavailable')}</dd>
            </div>
          </dl>
        )}
        <p className="muted design-card-added">{t('design.added', { date: i18n.date(new Date(entry.addedAt).toISOString()) })}</p>
        <div className="design-card-actions">
          {configuratorPath !== null && (
            <>
              <Link className="button" to={configuratorPath} aria-label={t('action.named', { action: t('action.open'), name })}>
                {t('action.open')}
              </Link>
              <Link className="button button-quiet" to={localePath(locale, `/product/${entry.uuid}`)} aria-label={t('action.named', { action: t('action.view'), name })}>
                {t('action.view')}
              </Link>
              <button type="button" className="button button-quiet" aria-label={t('action.named', { action: shareText, name })} onClick={() => void share()}>
                {shareText}
              </button>
            </>
          )}
          <button type="button" className="link-button design-card-remove" aria-label={t('action.named', { action: t('action.remove'), name })} onClick={() => onRemove(name)}>
            {t('action.remove')}
          </button>
        </div>
        <p role="status" className="design-card-status">
          {copy === 'copied' ? t('action.copied') : copy === 'failed' && configuratorPath !== null ? t('action.copyFailed', { link: `${origin}${configuratorPath}` }) : ''}
        </p>
      </div>
    </li>
  );
}

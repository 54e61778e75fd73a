import { useState } from 'react';
import type { PartChanges } from '@masswerk/domain';
import type { Translator } from '../i18n';
import { DesignChanges } from './DesignChanges';

export type SaveStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'error'; message: string };
export type CartStatus = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added' } | { kind: 'error'; message: string };

export interface SaveBarProps {
  status: SaveStatus;
  /** The shareable absolute link when the design on screen is the saved one, else null. */
  link: string | null;
  /** True when the design was saved before and has changed since. */
  changedSinceSave: boolean;
  /** What changed since the design was saved (the domain's compare), when it was and did; else null. */
  changes?: PartChanges | null;
  /** Only the counts of the changes here (a phone's dock: the parts are listed in the panel). */
  compact?: boolean;
  onSave(): void;
  /** Adding to the cart: where it stands, the action, and the cart page (with the locale prefix). */
  cart: { status: CartStatus; onAdd(): void; href: string };
  /** The stored thumbnail of the saved design, once there is one. */
  thumbnail: string | null;
  t: Translator;
}

/** Save and Add to cart side by side, then the link to share with a copy button; failures say what went wrong. */
export function SaveBar({ status, link, changedSinceSave, changes = null, compact = false, onSave, cart, thumbnail, t }: SaveBarProps) {
  const [copied, setCopied] = useState(false);
  const copy = async (): Promise<void> => {
    if (link === null) return;
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // Without clipboard permission the field stays selectable by hand.
      (document.getElementById('cfg-share-link') as HTMLInputElement | null)?.select();
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2500);
  };
  return (
    <section className="cfg-save" aria-labelledby="cfg-save-heading">
      <h2 id="cfg-save-heading" className="visually-hidden">
        {t.t('save.button')}
      </h2>
      <div className="cfg-actions">
        {link === null ? (
          <button type="button" className="cfg-secondary" onClick={onSave} aria-disabled={status.kind === 'saving' || undefined}>
            {status.kind === 'saving' ? t.t('save.saving') : t.t('save.button')}
          </button>
        ) : null}
        <button type="button" className="cfg-primary cfg-add-to-cart" onClick={cart.onAdd} aria-disabled={cart.status.kind === 'adding' || undefined}>
          {cart.status.kind === 'adding' ? t.t('cart.adding') : t.t('cart.add')}
        </button>
      </div>
      <div role="status" aria-live="polite" className="cfg-cart-status">
        {cart.status.kind === 'added' ? (
          <p className="cfg-success">
            {t.t('cart.added')} <a href={cart.href}>{t.t('cart.view')}</a>
          </p>
        ) : cart.status.kind === 'error' ? (
          <p className="cfg-error">{cart.status.message}</p>
        ) : null}
      </div>
      <div role="status" aria-live="polite" className="cfg-save-status">
        {status.kind === 'error' ? <p className="cfg-error">{status.message}</p> : null}
        {link !== null ? (
          <p className="cfg-success">{t.t('save.saved')}</p>
        ) : changedSinceSave && changes !== null ? (
          <DesignChanges changes={changes} show="summary" t={t} />
        ) : changedSinceSave ? (
          <p className="cfg-muted">{t.t('save.unsaved')}</p>
        ) : null}
      </div>
      {/* The parts themselves stay out of the live status: a change announces its counts, not the list. */}
      {link === null && changes !== null && !compact ? <DesignChanges changes={changes} show="parts" t={t} /> : null}
      {link !== null ? (
        <div className="cfg-share">
          {thumbnail !== null ? <img className="cfg-thumbnail" src={thumbnail} alt={t.t('save.thumbnail')} width={190} /> : null}
          <label htmlFor="cfg-share-link">{t.t('save.link')}</label>
          <div className="cfg-share-row">
            <input id="cfg-share-link" type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className="cfg-choice" onClick={() => void copy()}>
              {copied ? t.t('save.copied') : t.t('save.copy')}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

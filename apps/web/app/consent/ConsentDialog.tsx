import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { localePath } from '../i18n/locale';
import { useI18n } from '../i18n/use-messages';
import { readConsent, saveConsent, type Consent } from './consent';

export interface ConsentDialogProps {
  open: boolean;
  onClose: () => void;
}

const CATEGORIES = ['preferences', 'statistics', 'marketing'] as const;

/**
 * The update-consent dialog behind the footer link: necessary cookies always, the other three by
 * choice. A changed choice reloads the page, so every feature starts again under the new consent.
 */
export function ConsentDialog({ open, onClose }: ConsentDialogProps) {
  const { t, locale } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const [choice, setChoice] = useState<Consent>({ necessary: true, preferences: false, statistics: false, marketing: false });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setChoice(readConsent() ?? { necessary: true, preferences: false, statistics: false, marketing: false });
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const save = (next: Consent) => {
    const changed = saveConsent(next);
    onClose();
    if (changed) window.location.reload();
  };

  return (
    <dialog ref={ref} className="consent-dialog" aria-labelledby="consent-title" onClose={onClose}>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          save(choice);
        }}
      >
        <h2 id="consent-title">{t('consent.title')}</h2>
        <p>{t('consent.intro')}</p>
        <fieldset>
          <legend className="visually-hidden">{t('consent.title')}</legend>
          <label className="consent-option">
            <input type="checkbox" checked disabled />
            <span>
              {t('consent.necessary')} <small>({t('consent.necessaryHint')})</small>
            </span>
          </label>
          {CATEGORIES.map((category) => (
            <label className="consent-option" key={category}>
              <input type="checkbox" name={category} checked={choice[category]} onChange={(event) => setChoice({ ...choice, [category]: event.target.checked })} />
              <span>{t(`consent.${category}`)}</span>
            </label>
          ))}
        </fieldset>
        <p>
          <Link to={localePath(locale, '/cookie-declaration')} onClick={onClose}>
            {t('consent.declaration')}
          </Link>
        </p>
        <div className="dialog-actions">
          <button type="button" className="button button-quiet" onClick={onClose}>
            {t('consent.cancel')}
          </button>
          <button type="submit" className="button button-quiet">
            {t('consent.save')}
          </button>
          <button type="button" className="button" onClick={() => save({ necessary: true, preferences: true, statistics: true, marketing: true })}>
            {t('consent.acceptAll')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

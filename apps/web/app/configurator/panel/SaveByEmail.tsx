import { useEffect, useRef, useState, type FormEvent } from 'react';
import { countryOfLocale, type Locale } from '@masswerk/domain';
import type { Translator } from '../i18n';
import { loadConfiguratorApi } from '../load-api';

/** The exit-intent offer shows once per browser session (shop.md §4 "Exit-intent pop-ups: ... save-design-via-e-mail"). */
export const EXIT_INTENT_KEY = 'masswerk.exitIntentShown';
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Phase = { kind: 'form' } | { kind: 'sending' } | { kind: 'sent'; email: string };
type FieldProblem = 'saveByEmail.required' | 'saveByEmail.invalid' | null;

export interface SaveByEmailProps {
  locale: Locale;
  /** Saves the design on screen and keeps it in My Designs (as the heart does); answers its uuid, or a failure said in words. */
  onKeep(): Promise<{ ok: true; uuid: string } | { ok: false; message: string }>;
  /** Whether the exit-intent offer may open (desktop with a pointer). */
  exitIntent: boolean;
  t: Translator;
}

/**
 * Save by e-mail (shop.md §5): a button opens a small dialog with the e-mail field; sending saves the design
 * (as the heart does), signs the visitor up and mails the design's picture and link with a sign-in link.
 * The same dialog is the exit-intent offer on desktop: the pointer leaving the top of the window, once per
 * browser session. A native modal <dialog>: focus stays inside, Escape closes it.
 */
export function SaveByEmail({ locale, onKeep, exitIntent, t }: SaveByEmailProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [fieldProblem, setFieldProblem] = useState<FieldProblem>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [offer, setOffer] = useState(false);

  const open = (asOffer: boolean) => {
    const element = dialog.current;
    if (!element || element.open) return;
    setOffer(asOffer);
    setPhase({ kind: 'form' });
    setFieldProblem(null);
    setProblem(null);
    element.showModal();
    input.current?.focus();
  };

  useEffect(() => {
    // Desktop only: a fine pointer that can leave the window (phones have none).
    if (!exitIntent || !window.matchMedia('(pointer: fine)').matches) return;
    const onLeave = (event: MouseEvent) => {
      if (event.relatedTarget !== null || event.clientY > 0) return;
      try {
        if (sessionStorage.getItem(EXIT_INTENT_KEY) !== null) return;
        // Not over another dialog (the cookie banner) or while one is open.
        if (document.querySelector('dialog[open]')) return;
        sessionStorage.setItem(EXIT_INTENT_KEY, String(Date.now()));
      } catch {
        return;
      }
      open(true);
    };
    document.documentElement.addEventListener('mouseleave', onLeave);
    return () => document.documentElement.removeEventListener('mouseleave', onLeave);
  }, [exitIntent]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase.kind === 'sending') return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setProblem(null);
    const base = {
      storeCode: countryOfLocale(locale),
      referrer: document.referrer || undefined,
      meta: { language: locale },
      newsletterSignUpMeta: { source: offer ? ('SD_NL_EI_config' as const) : ('SD_NL_config' as const), isSubscriptionAdded: false },
      pageType: 'configurator',
    };
    if (email === '') {
      // shop.md §5: an empty submission is logged (by the server) and ignored.
      void loadConfiguratorApi().then((api) => api.designSaveByEmail({ ...base, email: '' }), () => undefined);
      setFieldProblem('saveByEmail.required');
      input.current?.focus();
      return;
    }
    if (email.length > 254 || !EMAIL_SHAPE.test(email)) {
      setFieldProblem('saveByEmail.invalid');
      input.current?.focus();
      return;
    }
    setFieldProblem(null);
    setPhase({ kind: 'sending' });
    const kept = await onKeep();
    if (!kept.ok) {
      setPhase({ kind: 'form' });
      setProblem(kept.message);
      return;
    }
    const result = await loadConfiguratorApi().then(
      (api) => api.designSaveByEmail({ ...base, email, uuid: kept.uuid }),
      () => 'error' as const,
    );
    if (result === 'sent') {
      setPhase({ kind: 'sent', email });
      return;
    }
    setPhase({ kind: 'form' });
    if (result === 'invalid') {
      setFieldProblem('saveByEmail.invalid');
      input.current?.focus();
    } else setProblem(t.t(result === 'tooMany' ? 'saveByEmail.tooMany' : 'saveByEmail.error'));
  }

  const close = () => dialog.current?.close();
  const sending = phase.kind === 'sending';
  return (
    <div className="cfg-save-email">
      <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => open(false)}>
        {t.t('saveByEmail.button')}
      </button>
      <dialog ref={dialog} className="consent-dialog cfg-save-email-dialog" aria-labelledby="cfg-save-email-heading" aria-describedby="cfg-save-email-lead" data-testid="save-by-email">
        <h2 id="cfg-save-email-heading">{t.t(offer ? 'saveByEmail.offerHeading' : 'saveByEmail.heading')}</h2>
        {phase.kind === 'sent' ? (
          <>
            <p id="cfg-save-email-lead" role="status" className="cfg-success">
              {t.t('saveByEmail.sent', { email: phase.email })}
            </p>
            <div className="dialog-actions">
              <button type="button" className="button" onClick={close} autoFocus>
                {t.t('saveByEmail.close')}
              </button>
            </div>
          </>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)}>
            <p id="cfg-save-email-lead">{t.t('saveByEmail.lead')}</p>
            <div className="field">
              <label htmlFor="cfg-save-email-input">{t.t('saveByEmail.email')}</label>
              <input
                ref={input}
                id="cfg-save-email-input"
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                maxLength={254}
                aria-invalid={fieldProblem !== null || undefined}
                aria-describedby={fieldProblem ? 'cfg-save-email-error' : undefined}
                onInput={() => setFieldProblem(null)}
              />
              {fieldProblem ? (
                <p id="cfg-save-email-error" className="field-error cfg-error">
                  {t.t(fieldProblem)}
                </p>
              ) : null}
            </div>
            <p className="cfg-muted cfg-save-email-note">{t.t('saveByEmail.note')}</p>
            {problem ? (
              <p className="cfg-error" role="alert">
                {problem}
              </p>
            ) : null}
            <div className="dialog-actions">
              <button type="button" className="button button-quiet" onClick={close}>
                {t.t('saveByEmail.cancel')}
              </button>
              <button type="submit" className="button" aria-disabled={sending || undefined}>
                {sending ? t.t('saveByEmail.sending') : t.t('saveByEmail.send')}
              </button>
            </div>
          </form>
        )}
      </dialog>
    </div>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { countryOfLocale, type Locale } from '@masswerk/domain';
import { logIn, signUp } from './account-api';
import type { AccountMessageKey, AccountTranslator } from './i18n';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Step = { kind: 'email' } | { kind: 'code'; email: string; challengeId: string };

/**
 * Signed out: the e-mail form, then the code of the mail (or its link, which opens the confirm page).
 * Problems are said next to their field and focused; a refused code says why and how to go on.
 */
export function SignInForm({ i18n, locale, initialEmail, onSignedIn }: { i18n: AccountTranslator; locale: Locale; initialEmail: string; onSignedIn: () => void }) {
  const { t } = i18n;
  const [step, setStep] = useState<Step>({ kind: 'email' });
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<AccountMessageKey | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (step.kind === 'code') codeInput.current?.focus();
  }, [step]);
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const said = (result: { problem: string; seconds?: number }) =>
    result.seconds !== undefined ? t('tooMany', { seconds: result.seconds }) : result.problem === 'failed' ? t('failed') : t('error');

  async function sendEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    setProblem(null);
    if (email === '' || !EMAIL_SHAPE.test(email) || email.length > 254) {
      setFieldError(email === '' ? 'field.required' : 'field.email');
      emailInput.current?.focus();
      return;
    }
    setFieldError(null);
    setBusy(true);
    const result = await signUp({
      email,
      shouldStaySignedIn: form.get('stay') === 'on',
      storeCode: countryOfLocale(locale),
      referrer: document.referrer || undefined,
      meta: { language: locale },
      newsletterSignUpMeta: { source: 'MyAccount', isSubscriptionAdded: false },
    });
    setBusy(false);
    if (result.ok) setStep({ kind: 'code', email, challengeId: result.value.challengeId });
    else if (result.problem === 'invalid') setFieldError('field.email');
    else setProblem(said(result));
  }

  async function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step.kind !== 'code') return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s+/g, '');
    setProblem(null);
    if (!/^\d{6}$/.test(code)) {
      setFieldError('field.code');
      codeInput.current?.focus();
      return;
    }
    setFieldError(null);
    setBusy(true);
    const result = await logIn({ challengeId: step.challengeId, code });
    setBusy(false);
    if (result.ok) onSignedIn();
    else setProblem(said(result));
  }

  const problemLine = problem && (
    <p className="notice" role="alert" tabIndex={-1} ref={problemRef} data-testid="account-problem">
      {problem}
    </p>
  );

  if (step.kind === 'code') {
    return (
      <>
        <p className="notice" role="status">
          {t('sent', { email: step.email })}
        </p>
        {problemLine}
        <form className="form account-form" noValidate onSubmit={sendCode} aria-label={t('signIn')}>
          <label htmlFor="account-code">{t('code')}</label>
          <p id="account-code-hint" className="field-hint">
            {t('codeHint')}
          </p>
          <input
            id="account-code"
            ref={codeInput}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'account-code-hint account-code-error' : 'account-code-hint'}
          />
          {fieldError && (
            <p id="account-code-error" className="field-error">
              {t(fieldError)}
            </p>
          )}
          <button type="submit" className="button" disabled={busy}>
            {t('signIn')}
          </button>
        </form>
        <button type="button" className="link-button" onClick={() => setStep({ kind: 'email' })}>
          {t('otherEmail')}
        </button>
      </>
    );
  }

  return (
    <>
      {problemLine}
      <form className="form account-form" noValidate onSubmit={sendEmail} aria-label={t('send')}>
        <label htmlFor="account-email">{t('email')}</label>
        <input
          id="account-email"
          ref={emailInput}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          defaultValue={initialEmail}
          spellCheck={false}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? 'account-email-error' : undefined}
        />
        {fieldError && (
          <p id="account-email-error" className="field-error">
            {t(fieldError)}
          </p>
        )}
        <label className="checkbox">
          <input type="checkbox" name="stay" /> {t('staySignedIn')}
        </label>
        <button type="submit" className="button" disabled={busy}>
          {t('send')}
        </button>
      </form>
    </>
  );
}

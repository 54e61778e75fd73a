import { useState } from 'react';
import { logIn } from './account-api';
import type { AccountTranslator } from './i18n';

/**
 * The sign-in link's page (URL login, ?mx=&mxUserToken=): opening it signs nobody in (mail scanners open
 * every link); the button does, once.
 */
export function ConfirmSignIn({ i18n, userID, token, onSignedIn }: { i18n: AccountTranslator; userID: string; token: string; onSignedIn: () => void }) {
  const { t } = i18n;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function confirm() {
    setBusy(true);
    setProblem(null);
    const result = await logIn({ userID, token });
    setBusy(false);
    if (result.ok) onSignedIn();
    else setProblem(result.seconds !== undefined ? t('tooMany', { seconds: result.seconds }) : result.problem === 'error' ? t('error') : t('failed'));
  }
  return (
    <section className="account-confirm" aria-labelledby="account-confirm-title">
      <h2 id="account-confirm-title">{t('confirmTitle')}</h2>
      <p>{t('confirmLead')}</p>
      {problem && (
        <p className="notice" role="alert" data-testid="account-problem">
          {problem}
        </p>
      )}
      <button type="button" className="button" onClick={() => void confirm()} disabled={busy}>
        {t('confirm')}
      </button>
    </section>
  );
}

import { useId, useState, type FormEvent } from 'react';
import type { CouponFeedback } from './coupon-feedback';
import { useCartI18n } from './use-cart-i18n';

export interface CouponFormProps {
  /** The code the cart carries, if any. */
  code: string | undefined;
  /** What the newest answer said about that code (null while it has not been priced). */
  feedback: CouponFeedback | null;
  onApply(code: string): void;
  onRemove(): void;
}

/**
 * The coupon of the cart: a field to enter one, then the server's verdict. An applied coupon shows as
 * applied with a way to remove it; a refused one stays in the field with the reason, to correct or remove.
 */
export function CouponForm({ code, feedback, onApply, onRemove }: CouponFormProps) {
  const i18n = useCartI18n();
  const { t } = i18n;
  const inputId = useId();
  const messageId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const applied = code !== undefined && feedback?.applied === true;
  const refused = code !== undefined && feedback !== null && !feedback.applied;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entered = (draft ?? code ?? '').trim().toUpperCase();
    setDraft(null);
    if (entered === '') onRemove();
    else onApply(entered);
  };
  if (applied) {
    return (
      <div className="cart-coupon" data-testid="cart-coupon">
        <h3 className="cart-coupon-title">{t('coupon.title')}</h3>
        <p className="cart-coupon-applied" role="status">
          {t(feedback.key, feedback.params)}{' '}
          <button type="button" className="link-button" onClick={onRemove}>
            {t('coupon.remove', { code })}
          </button>
        </p>
      </div>
    );
  }
  return (
    <form className="cart-coupon" data-testid="cart-coupon" onSubmit={submit}>
      <label className="cart-coupon-title" htmlFor={inputId}>
        {t('coupon.label')}
      </label>
      <div className="cart-coupon-row">
        <input
          id={inputId}
          name="coupon"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={draft ?? code ?? ''}
          aria-invalid={refused && draft === null ? true : undefined}
          aria-describedby={code !== undefined ? messageId : undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button-quiet">
          {t('coupon.apply')}
        </button>
      </div>
      {code !== undefined && (
        <p id={messageId} className={refused ? 'cart-coupon-message cart-coupon-refused' : 'cart-coupon-message'} role="status">
          {feedback ? t(feedback.key, feedback.params) : t('coupon.checking', { code })}{' '}
          {refused && (
            <button type="button" className="link-button" onClick={onRemove}>
              {t('coupon.remove', { code })}
            </button>
          )}
        </p>
      )}
    </form>
  );
}

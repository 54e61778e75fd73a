import { useState } from 'react';
import { useCartI18n } from './use-cart-i18n';

export interface QuantityFieldProps {
  /** Id of the input (its visible label points at it). */
  id: string;
  /** The line's name, for the names of the input and buttons. */
  name: string;
  quantity: number;
  max: number;
  /** A new quantity, already a whole number from 0 to max; 0 removes the line. */
  onChange(quantity: number): void;
}

/**
 * The quantity of a line: a number field with one-fewer and one-more buttons. Every whole number typed is
 * taken at once (clamped to max; the page prices after a pause); an empty field waits for a number and
 * shows the quantity again when left.
 */
export function QuantityField({ id, name, quantity, max, onChange }: QuantityFieldProps) {
  const { t } = useCartI18n();
  const [draft, setDraft] = useState<string | null>(null);
  const typed = (text: string) => {
    if (!/^\d+$/.test(text)) {
      setDraft(text);
      return;
    }
    setDraft(null);
    onChange(Math.min(max, Number(text)));
  };
  return (
    <div className="quantity-field">
      <label className="quantity-label" htmlFor={id}>
        {t('quantity.label')}
      </label>
      <div className="quantity-control">
        <button type="button" className="quantity-step" aria-label={t('quantity.decrease', { name })} onClick={() => onChange(quantity - 1)}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={draft ?? String(quantity)}
          aria-label={t('quantity.name', { name })}
          onChange={(event) => typed(event.target.value)}
          onBlur={() => setDraft(null)}
        />
        <button type="button" className="quantity-step" aria-label={t('quantity.increase', { name })} disabled={quantity >= max} onClick={() => onChange(quantity + 1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}

import { useId } from 'react';
import type { Currency } from '@masswerk/domain';
import type { AssemblyRecommendation } from './cart-view';
import { useCartI18n } from './use-cart-i18n';

export interface AssemblySwitchProps {
  /** The line's name, so that each line's switch has a name of its own. */
  name: string;
  on: boolean;
  recommendation: AssemblyRecommendation;
  /** The service's price for one piece when the line carries it (the server prices it only then). */
  price: number | null;
  currency: Currency | null;
  onChange(on: boolean): void;
}

/** The assembly service of one line, on or off, with the family's recommendation for this design. */
export function AssemblySwitch({ name, on, recommendation, price, currency, onChange }: AssemblySwitchProps) {
  const i18n = useCartI18n();
  const hintId = useId();
  const advice =
    recommendation === 'strongly_recommended' ? i18n.t('assembly.stronglyRecommended') : recommendation === 'recommended' ? i18n.t('assembly.recommended') : null;
  return (
    <div className="assembly" data-recommendation={recommendation}>
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-label={i18n.t('assembly.name', { name })}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="switch-track" aria-hidden="true" />
        <span>{i18n.t('assembly.label')}</span>
      </label>
      {on && price !== null && currency !== null && <p className="assembly-price">{i18n.t('addon.perPiece', { price: i18n.money(price, currency) })}</p>}
      <p id={hintId} className="assembly-hint">
        {advice && <strong>{advice} </strong>}
        {i18n.t('assembly.hint')}
      </p>
    </div>
  );
}

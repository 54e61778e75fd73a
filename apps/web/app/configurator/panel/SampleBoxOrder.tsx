import { useMemo, useState } from 'react';
import { cartAddSampleColors, colorIs, designColorsByArea, localeInfo, type DesignElement } from '@masswerk/domain';
import { readCart, writeCart } from '../../shell/local-store';
import type { Translator } from '../i18n';

export interface SampleBoxOrderProps {
  /** The design's elements (family.elements): their colours, the largest surface first, go on the box. */
  elements: readonly DesignElement[];
  /** The cart page (with the locale prefix). */
  cartHref: string;
  t: Translator;
}

type Status = { kind: 'idle' } | { kind: 'added'; already: boolean } | { kind: 'error' };

/**
 * Samples of the design's colours (shop.md §3 the sample box): one button adds the sample box line
 * (uuid SampleBox, type sample, quantity 1) noted with the colours; a box already in the cart stays one
 * box and gets the colours noted too. The answer says which happened.
 */
export function SampleBoxOrder({ elements, cartHref, t }: SampleBoxOrderProps) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const colors = useMemo(() => designColorsByArea(elements.filter((el) => el.invisible !== true && colorIs(el.color))), [elements]);
  const names = useMemo(() => new Intl.ListFormat(localeInfo(t.locale).bcp47, { type: 'conjunction' }).format(colors.map((id) => t.color(id))), [colors, t]);
  if (colors.length === 0) return null;
  const add = (): void => {
    try {
      const { cart, already } = cartAddSampleColors(readCart(), colors);
      writeCart(cart);
      setStatus({ kind: 'added', already });
    } catch {
      // Local storage full or blocked.
      setStatus({ kind: 'error' });
    }
  };
  return (
    <section className="cfg-samples" aria-labelledby="cfg-samples-heading">
      <h2 id="cfg-samples-heading" className="cfg-small-heading">
        {t.t('samples.heading')}
      </h2>
      <p className="cfg-hint">{t.t('samples.text', { colors: names })}</p>
      <button type="button" className="cfg-secondary" onClick={add}>
        {t.t('samples.add')}
      </button>
      <div role="status" aria-live="polite" className="cfg-samples-status">
        {status.kind === 'added' ? (
          <p className="cfg-success">
            {t.t(status.already ? 'samples.already' : 'samples.added')} <a href={cartHref}>{t.t('cart.view')}</a>
          </p>
        ) : status.kind === 'error' ? (
          <p className="cfg-error">{t.t('samples.storage')}</p>
        ) : null}
      </div>
    </section>
  );
}

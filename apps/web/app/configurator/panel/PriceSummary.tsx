import { useEffect, useRef, useState, type ReactNode } from 'react';
import { BASEBOARD_CUT_SKU, cents as toCents, formatMoney, type AssemblyRecommendation, type BaseboardCutMeta, type PriceResult } from '@masswerk/domain';
import type { Translator } from '../i18n';

export interface PriceSummaryProps {
  price: PriceResult | null;
  /** Why there is no price (a missing part), when there is none. */
  unavailableReason: string | null;
  t: Translator;
  assembly: { offered: boolean; chosen: boolean; recommendation: AssemblyRecommendation | null; onChange(chosen: boolean): void };
  /**
   * The baseboard cut, when the family offers one: the size the design's options chose (nulls or 0 for
   * none) and its addon (baseboardCutAddonOf: null when no part reaches into the cut). It is chosen with
   * the design's options only; here it is shown with its price, not chosen again.
   */
  baseboardCut: { offered: boolean; chosen: { height: number | null; depth: number | null }; addon: BaseboardCutMeta | null };
}

/** The live price with shipping, the services (assembly to choose, the design's baseboard cut shown) and the breakdown by part group; changes are announced politely. */
export function PriceSummary({ price, unavailableReason, t, assembly, baseboardCut }: PriceSummaryProps) {
  const text = price ? formatMoney(price.totalPriceInclTaxes, price.currencyCode) : null;
  const announcement = useAnnouncement(text, (value) => t.t('price.announce', { price: value }));
  const groups = price ? priceGroups(price) : [];
  return (
    <section className="cfg-price" aria-labelledby="cfg-price-heading">
      <h2 id="cfg-price-heading" className="visually-hidden">
        {t.t('price.heading')}
      </h2>
      {price && text ? (
        <>
          <p className="cfg-price-total">
            <span data-testid="price">{text}</span> <span className="cfg-muted cfg-price-vat">{t.t('price.vat')}</span>
          </p>
          <p className="cfg-muted cfg-shipping" data-testid="shipping">
            {t.t('price.shipping', { days: price.shippingDuration })}
          </p>
        </>
      ) : (
        <p className="cfg-error" data-testid="price">
          {t.t('price.unavailable', { reason: unavailableReason ?? '' })}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {assembly.offered || baseboardCut.offered ? (
        <fieldset className="cfg-services">
          <legend>{t.t('price.services')}</legend>
          {assembly.offered ? (
            <ServiceCheck service={assembly} label={t.t('price.assembly')} hint={t.t('price.assembly.hint')} hintId="cfg-assembly-hint">
              {assembly.recommendation && assembly.recommendation !== 'none' ? (
                <span className={`cfg-badge cfg-badge-${assembly.recommendation}`}>{t.tryT(`price.assembly.${assembly.recommendation}`, assembly.recommendation)}</span>
              ) : null}
            </ServiceCheck>
          ) : null}
          {baseboardCut.offered ? <BaseboardCutLine chosen={baseboardCut.chosen} addon={baseboardCut.addon} price={price} t={t} /> : null}
        </fieldset>
      ) : null}
      {price && groups.length > 0 ? (
        <details className="cfg-breakdown">
          <summary>{t.t('price.breakdown')}</summary>
          <dl>
            {groups.map((g) => (
              <div key={g.group} className="cfg-breakdown-group">
                <dt>{t.tryT(`priceGroup.${g.group}`, g.group)}</dt>
                <dd>{formatMoney(g.cents as PriceResult['totalPriceInclTaxes'], price.currencyCode)}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </section>
  );
}

/** A service the visitor can add to the design: its checkbox, its name (then `children`, a badge) and its hint. */
function ServiceCheck({
  service,
  label,
  hint,
  hintId,
  children,
}: {
  service: { chosen: boolean; onChange(chosen: boolean): void };
  label: string;
  hint: string;
  hintId: string;
  children?: ReactNode;
}) {
  return (
    <label className="cfg-check">
      <input type="checkbox" checked={service.chosen} onChange={(e) => service.onChange(e.target.checked)} aria-describedby={hintId} />
      <span>
        {label}
        {children}
        <span id={hintId} className="cfg-hint">
          {hint}
        </span>
      </span>
    </label>
  );
}

/** The design's baseboard cut as a service line: its size and what it adds to the price, that the piece stands clear of it, or that there is none. */
function BaseboardCutLine({
  chosen,
  addon,
  price,
  t,
}: {
  chosen: { height: number | null; depth: number | null };
  addon: BaseboardCutMeta | null;
  price: PriceResult | null;
  t: Translator;
}) {
  const cents = price?.explanation.filter((row) => row.sku === BASEBOARD_CUT_SKU).reduce((sum, row) => sum + row.cents, 0) ?? 0;
  const height = chosen.height !== null && chosen.height > 0 ? chosen.height : null;
  let text: string;
  if (addon !== null && addon.height !== null && addon.depth !== null) text = t.t('price.baseboardCut.chosen', { height: t.number(addon.height), depth: t.number(addon.depth) });
  else if (height !== null) text = t.t('price.baseboardCut.clear', { height: t.number(height) });
  else text = t.t('price.baseboardCut.none');
  return (
    <dl className="cfg-service-line" data-testid="baseboard-cut">
      <dt>{t.t('price.baseboardCut')}</dt>
      <dd>{text}</dd>
      {price && addon !== null ? <dd data-testid="baseboard-cut-price">{formatMoney(toCents(cents), price.currencyCode)}</dd> : null}
      <dd className="cfg-hint">{t.t('price.baseboardCut.hint')}</dd>
    </dl>
  );
}

/** Gross amounts per part group, in the explanation's order (services last). */
function priceGroups(price: PriceResult): { group: string; cents: number }[] {
  const sums = new Map<string, number>();
  for (const row of price.explanation) sums.set(row.group, (sums.get(row.group) ?? 0) + row.cents);
  return [...sums].map(([group, cents]) => ({ group, cents }));
}

/** The text to announce after a change: empty on the first render, so loading the page says nothing. */
function useAnnouncement(value: string | null, words: (value: string) => string): string {
  const first = useRef(value);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (value === first.current) return;
    first.current = null;
    // Debounced, so a burst of clicks announces only the price it ends with.
    const timer = setTimeout(() => setAnnouncement(value === null ? '' : words(value)), 400);
    return () => clearTimeout(timer);
  }, [value, words]);
  return announcement;
}

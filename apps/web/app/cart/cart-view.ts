import { ASSEMBLY_SERVICE_SKU, cartLineHasAssembly, cartLineIsSampleBox, cartMaxQuantity, type StoredCart, type StoredLineItem } from '@masswerk/domain';
import type { PricedCartAnswer } from '@masswerk/contract';
import type { DesignSummary } from './design-summary';
import { cartLineIdIsValid, lineSignature } from './price-input';
import type { PricingState } from './pricing-state';

export type PricedLine = PricedCartAnswer['lineItems'][number];
export type AssemblyRecommendation = NonNullable<PricedLine['assemblyRecommendation']>;

/** What the page knows of a design's info: still loading, found, gone (404), or not reachable now. */
export type SummaryState = { status: 'loading' } | { status: 'found'; summary: DesignSummary } | { status: 'notFound' } | { status: 'failed' };

/** Why a line cannot be bought as it is: its design is gone, breaks today's rules, or the sample box is not sold here. */
export type LineProblem = 'notFound' | 'broken' | 'sampleBox';

/** One line of the cart page: the stored line joined with its price and its design's summary. */
export interface CartLineView {
  uuid: string;
  line: StoredLineItem;
  isSampleBox: boolean;
  maxQuantity: number;
  /** The furniture type, from the line, its price or its design; null while none of them knows. */
  furnitureType: string | null;
  summary: DesignSummary | null;
  /** The priced line of the newest answer when that answer priced this very line (same quantity and add-ons); null after a failed pricing. */
  priced: PricedLine | null;
  /** The newest answer's line for this uuid whatever it was priced for, so an outdated line keeps its layout while it waits; null after a failed pricing. */
  lastPriced: PricedLine | null;
  /** The line changed since its last price, or has none yet, and a price is expected. */
  updating: boolean;
  problem: LineProblem | null;
  /** The assembly switch: null when the family offers no assembly (or it is not known yet). */
  assembly: { on: boolean; recommendation: AssemblyRecommendation } | null;
}

/** The newest priced line of a uuid, whatever quantity it was priced for. */
function lastPricedLine(priced: PricedCartAnswer | null, uuid: string): PricedLine | undefined {
  return priced?.lineItems.find((line) => line.uuid === uuid);
}

/** Joins the stored cart, the pricing state and the designs' summaries into the lines the page shows. */
export function cartLineViews(cart: StoredCart, pricing: PricingState, summaries: ReadonlyMap<string, SummaryState>): CartLineView[] {
  const answered = new Set((pricing.pricedInput?.lineItems ?? []).map(lineSignature));
  return cart.lineItems.map((line) => {
    const isSampleBox = cartLineIsSampleBox(line);
    const summaryState = summaries.get(line.uuid);
    const summary = summaryState?.status === 'found' ? summaryState.summary : null;
    const upToDate = answered.has(lineSignature(line));
    const last = lastPricedLine(pricing.priced, line.uuid);
    const unpriced = upToDate ? pricing.priced?.unpricedItems.some((item) => item.uuid === line.uuid) === true : false;
    let problem: LineProblem | null = null;
    if (!cartLineIdIsValid(line.uuid) || summaryState?.status === 'notFound') problem = 'notFound';
    else if (unpriced) problem = isSampleBox ? 'sampleBox' : 'broken';
    const recommendation = last?.assemblyRecommendation ?? null;
    return {
      uuid: line.uuid,
      line,
      isSampleBox,
      maxQuantity: cartMaxQuantity(line),
      furnitureType: isSampleBox ? null : (summary?.furnitureType ?? (last && last.type !== 'unknown' ? last.type : null) ?? stringOrNull(line.meta?.type)),
      summary,
      priced: upToDate && last && pricing.status !== 'failed' ? last : null,
      lastPriced: last && pricing.status !== 'failed' ? last : null,
      updating: problem === null && (!upToDate || pricing.status === 'loading' || last === undefined) && pricing.status !== 'failed',
      problem,
      assembly: isSampleBox || recommendation === null ? null : { on: cartLineHasAssembly(line), recommendation },
    };
  });
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The price of the assembly service for one piece of a line, when the line carries it. */
export function lineAssemblyPrice(priced: PricedLine | null): number | null {
  return priced?.addonItems.find((addon) => addon.sku === ASSEMBLY_SERVICE_SKU)?.price ?? null;
}

/** True when the lines can go to checkout: every line priced by the newest answer, none refused. */
export function cartReadyForCheckout(lines: readonly CartLineView[], pricing: PricingState): boolean {
  return pricing.status === 'ready' && lines.length > 0 && lines.every((line) => line.priced !== null && line.problem === null);
}

/** How long until the order ships, as the page words it: days up to two weeks, then weeks (rounded up). */
export function deliveryEstimate(days: number): { unit: 'days'; count: number } | { unit: 'weeks'; count: number } {
  return days < 14 ? { unit: 'days', count: Math.max(1, days) } : { unit: 'weeks', count: Math.ceil(days / 7) };
}

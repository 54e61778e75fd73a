import { ASSEMBLY_SERVICE_SKU, BASEBOARD_CUT_SKU } from '@masswerk/domain';
import type { CartLineView, LineProblem, PricedLine } from './cart-view';
import type { CartMessageKey, CartTranslator } from './i18n';
import { shortDesignId } from './recovery';

/** A line's name: the sample box, the design's own name, its family, or (until either is known) its id. */
export function cartLineName(view: Pick<CartLineView, 'isSampleBox' | 'summary' | 'furnitureType' | 'uuid'>, i18n: CartTranslator): string {
  if (view.isSampleBox) return i18n.t('line.sampleBox');
  if (view.summary?.name) return view.summary.name;
  if (view.furnitureType) return i18n.family(view.furnitureType);
  return i18n.t('line.design', { id: shortDesignId(view.uuid) });
}

const PROBLEM_KEYS: Readonly<Record<LineProblem, CartMessageKey>> = {
  notFound: 'unpriced.notFound',
  broken: 'unpriced.broken',
  sampleBox: 'unpriced.sampleBox',
};

/** What the page says about a line that cannot be bought as it is. */
export function lineProblemText(problem: LineProblem, i18n: CartTranslator): string {
  return i18n.t(PROBLEM_KEYS[problem]);
}

/** An add-on's name by its SKU. */
export function addonName(sku: string, i18n: CartTranslator): string {
  if (sku === ASSEMBLY_SERVICE_SKU) return i18n.t('addon.assembly');
  if (sku === BASEBOARD_CUT_SKU) return i18n.t('addon.baseboardCut');
  return sku;
}

/** A discount's name: a coupon by its code ("Coupon WELCOME10"), the others with their percentage when they have one ("Volume discount (7 %)"). */
export function discountName(item: Pick<PricedLine['discountItems'][number], 'type' | 'percent' | 'code'>, i18n: CartTranslator): string {
  if (item.code) return i18n.t('discount.couponCode', { code: item.code });
  const name = i18n.t(`discount.${item.type}`);
  return item.percent === undefined ? name : i18n.t('discount.percent', { name, percent: i18n.percent(item.percent / 100) });
}

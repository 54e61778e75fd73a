import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pricedCartSchema, type PricedCartAnswer } from '@masswerk/contract';
import { SAMPLE_BOX_UUID } from '@masswerk/domain';
import { cartColorNames } from '../cart/messages.server';
import { CheckoutI18nContext, checkoutTranslator } from './i18n';
import { checkoutMessages } from './messages.server';
import { OrderSummary } from './ReviewStep';

afterEach(cleanup);

const SHELF = '5b0f6c9e-0000-4000-8000-00000000000a';

/** A priced cart of a shelf and a sample box of three colours, as the server answers it. */
const priced: PricedCartAnswer = pricedCartSchema.parse({
  countryCode: 'de',
  currencyCode: 'EUR',
  lineItems: [
    { uuid: SHELF, quantity: 1, type: 'shelf', price: 50_000, addonPrice: 0, addonItems: [], discountItems: [], calculation: { total: 50_000, vat: 7_983 }, assemblyRecommendation: null, shippingDuration: 10 },
    {
      uuid: SAMPLE_BOX_UUID,
      quantity: 1,
      type: 'sample',
      price: 990,
      addonPrice: 0,
      addonItems: [],
      discountItems: [],
      calculation: { total: 990, vat: 158 },
      assemblyRecommendation: null,
      shippingDuration: 3,
      colors: ['white_9003', 'cream_9001', 'blue_5014'],
    },
  ],
  unpricedItems: [],
  coupon: null,
  subtotal: 50_990,
  discounts: [],
  vat: [{ rateBasisPoints: 1900, amount: 8_141 }],
  shipping: 0,
  total: 50_990,
  shippingDuration: 10,
});

function summaryIn(locale: 'de_DE' | 'en_GB' | 'fr_FR'): HTMLElement {
  const i18n = checkoutTranslator(locale, checkoutMessages(locale), (type) => type, cartColorNames(locale));
  const { container } = render(
    <CheckoutI18nContext.Provider value={i18n}>
      <OrderSummary priced={priced} />
    </CheckoutI18nContext.Provider>,
  );
  return container;
}

describe('OrderSummary', () => {
  it('names the sample box’s colours in the buyer’s language, listed as the language lists', () => {
    const names = cartColorNames('en_GB');
    summaryIn('en_GB');
    const line = screen.getByText('Sample box').closest('li')!;
    expect(line.textContent).toContain(`Colours: ${names['white_9003']}, ${names['cream_9001']} and ${names['blue_5014']}`);
  });

  it('in German and French too, with the configurator’s colour names', () => {
    const de = cartColorNames('de_DE');
    summaryIn('de_DE');
    expect(screen.getByText('Musterbox').closest('li')!.textContent).toContain(`Farben: ${de['white_9003']}, ${de['cream_9001']} und ${de['blue_5014']}`);
    cleanup();
    const fr = cartColorNames('fr_FR');
    summaryIn('fr_FR');
    expect(screen.getByText('Boîte d’échantillons').closest('li')!.textContent).toContain(`Couleurs : ${fr['white_9003']}, ${fr['cream_9001']} et ${fr['blue_5014']}`);
  });

  it('says nothing of colours on a design’s line', () => {
    const lines = summaryIn('en_GB').querySelectorAll('li');
    expect(lines[0]!.textContent).not.toContain('Colours');
  });
});

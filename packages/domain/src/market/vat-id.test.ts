import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DELIVERY_COUNTRY_ISOS } from '../orders/delivery-countries.ts';
import { checkVatId, VAT_DEDUCTION_COUNTRIES, VAT_ID_EXAMPLES, vatDeductionFor, vatIdCompact, vatIdNumberPart } from './vat-id.ts';

describe('checkVatId', () => {
  it('accepts well-formed numbers of every country the shop delivers to, however they are typed', () => {
    const valid: [string, string, string][] = [
      ['ATU13585627', 'ATU13585627', 'AT'],
      ['BE 0411.905.847', 'BE0411905847', 'BE'],
      ['CHE-116.281.710 MWST', 'CHE116281710', 'CH'],
      ['che116281710 tva', 'CHE116281710', 'CH'],
      ['DE136695976', 'DE136695976', 'DE'],
      ['FR 40 303265045', 'FR40303265045', 'FR'],
      ['GB 980 7806 84', 'GB980780684', 'GB'],
      ['LU26375245', 'LU26375245', 'LU'],
      ['nl004495445b01', 'NL004495445B01', 'NL'],
    ];
    for (const [typed, vatId, country] of valid) expect(checkVatId(typed), typed).toEqual({ ok: true, vatId, country });
  });

  it('says why a number cannot be one: an unserved country, the wrong shape, or wrong check digits', () => {
    expect(checkVatId('ESX1234567X')).toEqual({ ok: false, problem: 'country', country: null });
    expect(checkVatId('123456789')).toEqual({ ok: false, problem: 'country', country: null });
    expect(checkVatId('XI980780684')).toEqual({ ok: false, problem: 'country', country: null });
    expect(checkVatId('NL12345')).toEqual({ ok: false, problem: 'format', country: 'NL' });
    expect(checkVatId('DE12345678X')).toEqual({ ok: false, problem: 'format', country: 'DE' });
    expect(checkVatId('NL123456789B01')).toEqual({ ok: false, problem: 'check_digits', country: 'NL' });
    expect(checkVatId('BE0411905848')).toEqual({ ok: false, problem: 'check_digits', country: 'BE' });
  });

  it('never throws, and a number it accepts is compact and starts with its country', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^(AT|BE|CHE|DE|FR|GB|LU|NL)[0-9A-Z .-]{0,16}$/)), (typed) => {
        const result = checkVatId(typed);
        if (result.ok) {
          expect(result.vatId).toBe(vatIdCompact(typed));
          expect(result.vatId).toMatch(/^[A-Z0-9]+$/);
          expect(result.vatId.startsWith(result.country === 'CH' ? 'CHE' : result.country)).toBe(true);
          expect(checkVatId(result.vatId)).toEqual(result);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('has an example of the right shape for every country, and the number without its prefix', () => {
    for (const country of DELIVERY_COUNTRY_ISOS) {
      const example = checkVatId(VAT_ID_EXAMPLES[country]);
      expect(example.ok || example.problem === 'check_digits', country).toBe(true);
      expect(example.country).toBe(country);
    }
    expect(vatIdNumberPart('NL123456789B01', 'NL')).toBe('123456789B01');
    expect(vatIdNumberPart('CHE116281710', 'CH')).toBe('116281710');
  });
});

describe('vatDeductionFor', () => {
  it('deducts VAT for AT, BE, LU, NL and GB ids (shop.md §9) when the goods go to the id’s country', () => {
    expect([...VAT_DEDUCTION_COUNTRIES].sort()).toEqual(['AT', 'BE', 'GB', 'LU', 'NL']);
    for (const country of VAT_DEDUCTION_COUNTRIES) expect(vatDeductionFor(country, country), country).toEqual({ deducted: true });
    for (const country of ['DE', 'FR', 'CH'] as const) expect(vatDeductionFor(country, country), country).toEqual({ deducted: false, refusal: 'country' });
    expect(vatDeductionFor('NL', 'DE')).toEqual({ deducted: false, refusal: 'delivery' });
    expect(vatDeductionFor('LU', 'DE')).toEqual({ deducted: false, refusal: 'delivery' });
  });
});

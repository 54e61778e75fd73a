/**
 * VAT identification numbers of business buyers (shop.md §5 "VAT number lookup", §9 tax): their format
 * and check digits, for every country the shop delivers to, and whether a valid one deducts VAT. Only
 * arithmetic here; whether a register knows the number is the server's question (services/vatnumbers).
 * The check digits come from jsvat-next behind this file's functions, so the library can be swapped.
 */
import * as jsvatModule from 'jsvat-next';
import type { DeliveryCountryIso } from '../orders/delivery-countries.ts';

/** jsvat-next ships CommonJS for Node (its named exports then sit on `default`) and ES modules for bundlers. */
const library = () => (jsvatModule as unknown as { default?: typeof jsvatModule }).default ?? jsvatModule;

/**
 * The library's rules for a country the shop delivers to (Switzerland's is the UID, "CHE"). Looked up
 * when asked, so that a bundle using only this file's other functions leaves the library out.
 */
function libraryRules(country: DeliveryCountryIso): jsvatModule.Country {
  const jsvat = library();
  const rules: Record<DeliveryCountryIso, jsvatModule.Country> = {
    AT: jsvat.austria,
    BE: jsvat.belgium,
    CH: jsvat.switzerland,
    DE: jsvat.germany,
    FR: jsvat.france,
    GB: jsvat.unitedKingdom,
    LU: jsvat.luxembourg,
    NL: jsvat.netherlands,
  };
  return rules[country];
}

/** How each country's number is written, for messages ("NL123456789B01"): a made-up example of the right shape. */
export const VAT_ID_EXAMPLES: Readonly<Record<DeliveryCountryIso, string>> = {
  AT: 'ATU12345678',
  BE: 'BE0123456789',
  CH: 'CHE-123.456.789 MWST',
  DE: 'DE123456789',
  FR: 'FR12345678901',
  GB: 'GB123456789',
  LU: 'LU12345678',
  NL: 'NL123456789B01',
};

/** The prefix each country's numbers start with. */
const PREFIXES: readonly (readonly [string, DeliveryCountryIso])[] = [
  ['CHE', 'CH'],
  ['AT', 'AT'],
  ['BE', 'BE'],
  ['DE', 'DE'],
  ['FR', 'FR'],
  ['GB', 'GB'],
  ['LU', 'LU'],
  ['NL', 'NL'],
];

/** Why a typed VAT id cannot be one: no country we deliver to starts so, the shape is wrong, or the check digits are. */
export type VatIdProblem = 'country' | 'format' | 'check_digits';

export type VatIdCheck =
  | {
      ok: true;
      /** Written compactly in capitals without spaces, dots or dashes ("NL123456789B01", "CHE123456789"). */
      vatId: string;
      country: DeliveryCountryIso;
    }
  | { ok: false; problem: VatIdProblem; country: DeliveryCountryIso | null };

/** What a person typed, as the registers want it: capitals, no spaces, dots or dashes; a Swiss MWST/TVA/IVA suffix dropped. */
export function vatIdCompact(typed: string): string {
  const compact = typed.toUpperCase().replace(/[\s.\-/]/g, '');
  return compact.startsWith('CHE') ? compact.replace(/(MWST|TVA|IVA)$/, '') : compact;
}

/**
 * Checks a typed VAT id without asking anybody: the country from its prefix (one the shop delivers to),
 * then the country's format and check digits. A valid answer is not yet a registered business.
 */
export function checkVatId(typed: string): VatIdCheck {
  const vatId = vatIdCompact(typed);
  const country = PREFIXES.find(([prefix]) => vatId.startsWith(prefix))?.[1] ?? null;
  if (country === null) return { ok: false, problem: 'country', country: null };
  const result = library().checkVAT(vatId, [libraryRules(country)]);
  if (!result.isValidFormat) return { ok: false, problem: 'format', country };
  if (!result.isValid) return { ok: false, problem: 'check_digits', country };
  return { ok: true, vatId, country };
}

/** The number without its country prefix, as VIES and HMRC take it ("123456789B01"). */
export function vatIdNumberPart(vatId: string, country: DeliveryCountryIso): string {
  return vatId.slice(country === 'CH' ? 3 : 2);
}

/**
 * Countries whose businesses buy without VAT on a valid VAT id (shop.md §9 "AT, BE, NL, UK, GB, LU";
 * "UK" is ISO "GB"). Belgium and Luxembourg are in: see docs/decisions.md "VAT deduction, BE and LU".
 */
export const VAT_DEDUCTION_COUNTRIES: readonly DeliveryCountryIso[] = ['AT', 'BE', 'GB', 'LU', 'NL'];

/** Why a valid VAT id deducts nothing: its country is not in the list, or the goods go to another country than its. */
export type VatDeductionRefusal = 'country' | 'delivery';

/**
 * Whether a business buyer whose VAT id a register confirmed buys without VAT (reverse charge): the id's
 * country must be one of VAT_DEDUCTION_COUNTRIES and the goods must go to that country. Buyers in other
 * countries (DE, FR, CH) and consumers pay the shop's VAT.
 */
export function vatDeductionFor(vatIdCountry: DeliveryCountryIso, deliveryCountry: DeliveryCountryIso): { deducted: true } | { deducted: false; refusal: VatDeductionRefusal } {
  if (!VAT_DEDUCTION_COUNTRIES.includes(vatIdCountry)) return { deducted: false, refusal: 'country' };
  if (vatIdCountry !== deliveryCountry) return { deducted: false, refusal: 'delivery' };
  return { deducted: true };
}

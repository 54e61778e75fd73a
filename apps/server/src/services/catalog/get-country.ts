import { COUNTRY_CODES, countryOf } from '@masswerk/domain';
import type { Country } from '@masswerk/contract';
import type { Db } from '../../db/client.ts';
import { findStore } from '../../db/stores.ts';
import { HttpError } from '../../http/http-error.ts';

/** GET /countries/{code}/ (shop.md §7, §9): a country shop's currency, VAT and languages; gb is uk. */
export async function getCountry(db: Db, code: string): Promise<Country> {
  const lower = code.toLowerCase();
  const country = countryOf(lower === 'gb' ? 'uk' : lower);
  if (!country) throw new HttpError('not_found', { key: 'error.not_found.country', params: { code: code.slice(0, 8), codes: COUNTRY_CODES.join(', ') } });
  const store = await findStore(db, country.code);
  return {
    country_code: country.code,
    iso_code: country.iso,
    currencyCode: country.currency,
    taxRateBasisPoints: store?.taxRateBasisPoints ?? Math.round(country.taxRate * 10_000),
    locales: [...country.locales],
    default_locale: country.locales[0]!,
    closed: store?.closed ?? false,
  };
}

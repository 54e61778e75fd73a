import { vatIdNumberPart } from '@masswerk/domain';
import { lookupFailure, VatLookupFailedError, type VatRegister } from './vat-register.ts';

/** The EU's VIES REST API (https://ec.europa.eu/taxation_customs/vies/#/technical-information). */
export const VIES_DEFAULT_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api';

/** What POST /check-vat-number answers: the check, or (also with HTTP 200) `actionSucceed: false` and its errors. */
interface ViesAnswer {
  valid?: unknown;
  name?: unknown;
  address?: unknown;
  actionSucceed?: unknown;
  errorWrappers?: { error?: unknown; message?: unknown }[];
}

/** Member states that hide a business's name or address answer "---". */
const disclosed = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' && value.trim() !== '---' ? value.trim() : undefined);

/**
 * EU VIES over its REST API: POST {base}/check-vat-number with the country and the number without its
 * prefix (and the shop's own id, when configured, so VIES records the consultation). Failures such as
 * MS_UNAVAILABLE, TIMEOUT or MS_MAX_CONCURRENT_REQ come as `actionSucceed: false` or as a 5xx.
 */
export function viesRegister(options: { baseUrl?: string; requester?: { country: string; number: string }; fetch?: typeof fetch }): VatRegister {
  const base = (options.baseUrl ?? VIES_DEFAULT_URL).replace(/\/+$/, '');
  const send = options.fetch ?? fetch;
  return {
    name: 'vies',
    async lookup({ vatId, country }, signal) {
      try {
        const response = await send(`${base}/check-vat-number`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            countryCode: country,
            vatNumber: vatIdNumberPart(vatId, country),
            ...(options.requester ? { requesterMemberStateCode: options.requester.country, requesterNumber: options.requester.number } : {}),
          }),
          signal,
        });
        if (!response.ok) throw new VatLookupFailedError(`vies: HTTP ${response.status}`);
        const answer = (await response.json()) as ViesAnswer;
        if (answer.actionSucceed === false || (answer.errorWrappers?.length ?? 0) > 0) {
          throw new VatLookupFailedError(`vies: ${answer.errorWrappers?.map((e) => String(e.error)).join(', ') ?? 'action failed'}`);
        }
        if (typeof answer.valid !== 'boolean') throw new VatLookupFailedError('vies: the answer has no verdict');
        if (!answer.valid) return { valid: false };
        const name = disclosed(answer.name);
        const address = disclosed(answer.address)?.replace(/\s*\n\s*/g, ', ');
        return { valid: true, ...(name ? { name } : {}), ...(address ? { address } : {}) };
      } catch (error) {
        throw lookupFailure('vies', error);
      }
    },
  };
}

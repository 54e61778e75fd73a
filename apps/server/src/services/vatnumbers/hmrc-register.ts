import { vatIdNumberPart } from '@masswerk/domain';
import { lookupFailure, VatLookupFailedError, type VatRegister } from './vat-register.ts';

/** HMRC's API platform (production; the sandbox is https://test-api.service.hmrc.gov.uk). */
export const HMRC_DEFAULT_URL = 'https://api.service.hmrc.gov.uk';

/** What "Check a UK VAT number" 2.0 answers for a registered number. */
interface HmrcAnswer {
  target?: { name?: unknown; vatNumber?: unknown; address?: Record<string, unknown> };
}

/** How long before its expiry a token is fetched anew. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * UK HMRC "Check a UK VAT number" API 2.0: an application-restricted call (OAuth 2.0 client credentials,
 * POST {base}/oauth/token), then GET {base}/organisations/vat/check-vat-number/lookup/{vrn}[/{requester}]
 * with `Accept: application/vnd.hmrc.2.0+json`. 200 is a registered business, 404 none.
 */
export function hmrcRegister(options: { baseUrl?: string; clientId?: string; clientSecret?: string; requesterVrn?: string; fetch?: typeof fetch; now?: () => number }): VatRegister {
  const base = (options.baseUrl ?? HMRC_DEFAULT_URL).replace(/\/+$/, '');
  const send = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  // A bearer token is reused until shortly before it expires (a cache: any process can fetch its own).
  let token: { value: string; until: number } | null = null;

  async function accessToken(signal: AbortSignal): Promise<string> {
    if (token && token.until > now()) return token.value;
    if (!options.clientId || !options.clientSecret) throw new VatLookupFailedError('hmrc: HMRC_CLIENT_ID and HMRC_CLIENT_SECRET are not set');
    const response = await send(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ client_id: options.clientId, client_secret: options.clientSecret, grant_type: 'client_credentials' }).toString(),
      signal,
    });
    if (!response.ok) throw new VatLookupFailedError(`hmrc: token HTTP ${response.status}`);
    const answer = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof answer.access_token !== 'string') throw new VatLookupFailedError('hmrc: the token answer has no access_token');
    const seconds = typeof answer.expires_in === 'number' ? answer.expires_in : 0;
    token = { value: answer.access_token, until: now() + seconds * 1000 - TOKEN_MARGIN_MS };
    return token.value;
  }

  return {
    name: 'hmrc',
    async lookup({ vatId, country }, signal) {
      try {
        const bearer = await accessToken(signal);
        const requester = options.requesterVrn ? `/${encodeURIComponent(options.requesterVrn)}` : '';
        const response = await send(`${base}/organisations/vat/check-vat-number/lookup/${encodeURIComponent(vatIdNumberPart(vatId, country))}${requester}`, {
          headers: { accept: 'application/vnd.hmrc.2.0+json', authorization: `Bearer ${bearer}` },
          signal,
        });
        if (response.status === 404) return { valid: false };
        if (response.status === 401) token = null;
        if (!response.ok) throw new VatLookupFailedError(`hmrc: HTTP ${response.status}`);
        const { target } = (await response.json()) as HmrcAnswer;
        if (!target) throw new VatLookupFailedError('hmrc: the answer has no target');
        const name = typeof target.name === 'string' ? target.name.trim() : '';
        const lines = ['line1', 'line2', 'line3', 'line4', 'postcode'].map((key) => target.address?.[key]).filter((line): line is string => typeof line === 'string' && line.trim() !== '');
        return { valid: true, ...(name ? { name } : {}), ...(lines.length > 0 ? { address: lines.join(', ') } : {}) };
      } catch (error) {
        throw lookupFailure('hmrc', error);
      }
    },
  };
}

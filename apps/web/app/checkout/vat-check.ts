import { apiPath, checkVatNumberRoute, type VatNumberCheck } from '@masswerk/contract';

const vatNumberAnswer = checkVatNumberRoute.responses[200].schema;

/**
 * What the buyer learns of their VAT number: the register knows it (valid) or not (notRegistered), it
 * cannot be one (malformed, with the server's reason in the buyer's language), or nobody could say
 * (failed: the register is down, too many questions, or the browser is offline).
 */
export type VatNumberResult =
  | { kind: 'valid'; check: VatNumberCheck }
  | { kind: 'notRegistered'; check: VatNumberCheck }
  | { kind: 'malformed'; reason: string }
  | { kind: 'failed' };

/** GET /api/checkout/vatnumbers/{number}; the answer parsed with the contract. An aborted request rejects. */
export async function vatNumberRequest(number: string, language: string, options: { signal?: AbortSignal; fetcher?: typeof fetch } = {}): Promise<VatNumberResult> {
  const fetcher = options.fetcher ?? fetch;
  let response: Response;
  try {
    response = await fetcher(apiPath(checkVatNumberRoute, { params: { number } }), { headers: { accept: 'application/json', 'accept-language': language }, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { kind: 'failed' };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 200) {
    const parsed = vatNumberAnswer.safeParse(body);
    if (parsed.success) return parsed.data.valid ? { kind: 'valid', check: parsed.data } : { kind: 'notRegistered', check: parsed.data };
  }
  if (response.status === 400 || response.status === 422) {
    const error = (body as { error?: { message?: string; fields?: { message?: string }[] } } | null)?.error;
    return { kind: 'malformed', reason: error?.fields?.[0]?.message ?? error?.message ?? '' };
  }
  return { kind: 'failed' };
}

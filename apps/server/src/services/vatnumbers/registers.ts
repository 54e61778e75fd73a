import type { Config } from '../../config.ts';
import { hmrcRegister } from './hmrc-register.ts';
import { sandboxVatRegister } from './sandbox-register.ts';
import { uidRegister } from './uid-register.ts';
import type { VatRegister } from './vat-register.ts';
import { viesRegister } from './vies-register.ts';

export type VatRegisterConfig = Pick<
  Config,
  'VAT_LOOKUP' | 'VAT_SANDBOX_SLOW_MS' | 'VIES_API_URL' | 'HMRC_API_URL' | 'HMRC_CLIENT_ID' | 'HMRC_CLIENT_SECRET' | 'HMRC_REQUESTER_VRN' | 'UID_API_URL' | 'VAT_REQUESTER_ID'
>;

/**
 * The official registers behind one register: UK numbers to HMRC, Swiss UIDs to the UID register, every
 * EU number to VIES (the member states' registers behind one service).
 */
export function officialVatRegister(config: Omit<VatRegisterConfig, 'VAT_LOOKUP' | 'VAT_SANDBOX_SLOW_MS'>, send?: typeof fetch): VatRegister {
  const requester = config.VAT_REQUESTER_ID;
  const vies = viesRegister({ baseUrl: config.VIES_API_URL, fetch: send, ...(requester ? { requester: { country: requester.slice(0, 2), number: requester.slice(2) } } : {}) });
  const hmrc = hmrcRegister({
    baseUrl: config.HMRC_API_URL,
    clientId: config.HMRC_CLIENT_ID,
    clientSecret: config.HMRC_CLIENT_SECRET,
    requesterVrn: config.HMRC_REQUESTER_VRN?.replace(/^GB/, ''),
    fetch: send,
  });
  const uid = uidRegister({ url: config.UID_API_URL, fetch: send });
  return {
    name: 'official',
    lookup: (id, signal) => (id.country === 'GB' ? hmrc : id.country === 'CH' ? uid : vies).lookup(id, signal),
  };
}

/** The register VAT_LOOKUP names: the sandbox (default; README lists its numbers) or the official ones. */
export function vatRegisterFrom(config: VatRegisterConfig): VatRegister {
  return config.VAT_LOOKUP === 'official' ? officialVatRegister(config) : sandboxVatRegister({ slowMs: config.VAT_SANDBOX_SLOW_MS });
}

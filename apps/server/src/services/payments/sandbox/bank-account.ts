import type { BankTransferDetails } from '@masswerk/contract';
import type { Currency } from '@masswerk/domain';

/**
 * The sandbox's bank accounts, one per currency, that a buyer paying by bank transfer is told to pay to
 * (README "Payments"). They are the published example IBANs of their countries (valid check digits, no
 * real account behind them), so nothing typed from a test screen can reach anyone's money.
 */
export const SANDBOX_BANK_ACCOUNTS: Readonly<Record<Currency, Omit<BankTransferDetails, 'reference'>>> = {
  EUR: { accountHolder: 'Masswerk Sandbox', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
  CHF: { accountHolder: 'Masswerk Sandbox', iban: 'CH93 0076 2011 6238 5295 7', bic: 'UBSWCHZH80A' },
  GBP: { accountHolder: 'Masswerk Sandbox', iban: 'GB29 NWBK 6016 1331 9268 19', bic: 'NWBKGB2L' },
};

/**
 * What a sandbox bank transfer is paid to: the account of its currency and a reference made from the
 * sandbox's own payment id (as a real provider gives each transfer a reference of its own to match the
 * money by).
 */
export function sandboxBankTransfer(sandboxPaymentId: string, currency: Currency): BankTransferDetails {
  const code = sandboxPaymentId.replaceAll('-', '').slice(0, 12).toUpperCase();
  return { ...SANDBOX_BANK_ACCOUNTS[currency], reference: `SBX-${code}` };
}

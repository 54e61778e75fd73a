import type { PaymentResult } from '@masswerk/domain';

/** The code the sandbox's card check ("3-D Secure") asks for; the page shows it. */
export const SANDBOX_CHALLENGE_CODE = '1234';

/** Wrong codes before the card check refuses the payment. */
export const SANDBOX_CHALLENGE_TRIES = 3;

/**
 * The sandbox's test cards (README "Payments"): any expiry and security code. A card that succeeds asks
 * for the bank's check first; any other number is not taken.
 */
export const SANDBOX_TEST_CARDS: readonly { number: string; result: PaymentResult }[] = [
  { number: '4242 4242 4242 4242', result: 'success' },
  { number: '5555 5555 5555 4444', result: 'success' },
  { number: '4000 0000 0000 0002', result: 'refused' },
  { number: '4000 0000 0000 0119', result: 'error' },
];

/** The result of a test card number as typed (spaces and dashes allowed), or null for any other. */
export function testCardResult(typed: string): PaymentResult | null {
  const digits = typed.replace(/[\s-]/g, '');
  return SANDBOX_TEST_CARDS.find((card) => card.number.replaceAll(' ', '') === digits)?.result ?? null;
}

import { randomInt } from 'node:crypto';

/**
 * Letters and digits that cannot be mistaken for one another when read out on the phone or typed from
 * a printed e-mail (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, 6/G).
 */
const ALPHABET = 'ACDEFHJKMNPRTUVWXY34679';

/**
 * A short order number for people ("MW-4K7DXRP3"): 8 random characters of 23 (about 78 billion), so
 * that numbers say nothing about how many orders the shop has; the database's unique index settles
 * the rare collision (the order is made again with a new number).
 */
export function newOrderNumber(): string {
  let out = 'MW-';
  for (let i = 0; i < 8; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/**
 * Laws every VAT register adapter keeps (vat-register.ts), written once and run against the sandbox and
 * each official adapter (against a stand-in of its documented API): `registerLaws(name, driver)`.
 * Test-only (it imports vitest); register-laws.test.ts also proves that each law catches a broken register.
 */
import { describe, expect, it } from 'vitest';
import { VatLookupFailedError, type CheckedVatId, type VatRegister } from './vat-register.ts';

/** A register and what the laws need to know of it: ids it has and has not, and a way to make it fail. */
export interface RegisterDriver {
  register: VatRegister;
  /** Ids of registered businesses (one per country the register serves). */
  registered: readonly CheckedVatId[];
  /** Well-formed ids nobody has. */
  unregistered: readonly CheckedVatId[];
  /** An id the register fails to answer about (its service down, a fault, a limit reached). */
  failing: CheckedVatId;
}

export interface RegisterLaw {
  name: string;
  check(driver: RegisterDriver): Promise<void>;
}

const open = () => new AbortController().signal;

export const REGISTER_LAWS: readonly RegisterLaw[] = [
  {
    name: 'knows a registered business, every time it is asked',
    async check({ register, registered }) {
      for (const id of registered) {
        const first = await register.lookup(id, open());
        expect(first.valid, id.vatId).toBe(true);
        expect(await register.lookup(id, open())).toEqual(first);
      }
    },
  },
  {
    name: 'says a number nobody has is not valid',
    async check({ register, unregistered }) {
      for (const id of unregistered) expect(await register.lookup(id, open()), id.vatId).toEqual({ valid: false });
    },
  },
  {
    name: 'answers about the number asked only, when questions overlap',
    async check({ register, registered, unregistered }) {
      const ids = [...registered, ...unregistered];
      const answers = await Promise.all(ids.map((id) => register.lookup(id, open())));
      expect(answers.map((a) => a.valid)).toEqual(ids.map((_, i) => i < registered.length));
    },
  },
  {
    name: 'fails with VatLookupFailedError, never another error or a verdict, when it cannot answer',
    async check({ register, failing }) {
      const error: unknown = await register.lookup(failing, open()).then(
        (answer) => answer,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(VatLookupFailedError);
    },
  },
  {
    name: 'gives up with VatLookupFailedError when its question is aborted',
    async check({ register, registered }) {
      const controller = new AbortController();
      controller.abort();
      await expect(register.lookup(registered[0]!, controller.signal)).rejects.toBeInstanceOf(VatLookupFailedError);
    },
  },
];

/** Registers the laws as tests of one register; `driver` is called in each test. */
export function registerLaws(name: string, driver: () => RegisterDriver): void {
  describe(`VAT register laws: ${name}`, () => {
    for (const law of REGISTER_LAWS) it(law.name, () => law.check(driver()));
  });
}

import { describe, expect, it } from 'vitest';
import { vatLookup } from './vat-lookup.ts';
import { VatLookupFailedError, type VatRegister, type VatRegistration } from './vat-register.ts';

const NL = { vatId: 'NL123456708B01', country: 'NL' as const };

/** A register answering from a script, one answer per question, counting the questions. */
function scripted(...answers: (VatRegistration | Error | 'hang')[]): VatRegister & { asked: number } {
  const register = {
    name: 'scripted',
    asked: 0,
    async lookup(): Promise<VatRegistration> {
      const answer = answers[Math.min(register.asked++, answers.length - 1)]!;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (answer === 'hang') return new Promise(() => undefined); // ignores its signal, answers never
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return register;
}

describe('vatLookup', () => {
  it('reuses a valid answer, and asks once for questions that overlap', async () => {
    const register = scripted({ valid: true, name: 'B.V.' });
    const lookup = vatLookup(register, { timeoutMs: 1000 });
    const answers = await Promise.all([lookup.check(NL), lookup.check(NL), lookup.check(NL)]);
    expect(answers.every((a) => a.valid && a.name === 'B.V.')).toBe(true);
    await lookup.check(NL);
    expect(register.asked).toBe(1);
  });

  it('asks again after "not registered" and after a failure: a retry reaches the register', async () => {
    const register = scripted(new VatLookupFailedError('down'), { valid: false }, { valid: true });
    const lookup = vatLookup(register, { timeoutMs: 1000 });
    await expect(lookup.check(NL)).rejects.toBeInstanceOf(VatLookupFailedError);
    expect((await lookup.check(NL)).valid).toBe(false);
    expect((await lookup.check(NL)).valid).toBe(true);
    expect(register.asked).toBe(3);
  });

  it('fails a register that takes too long, even one deaf to its signal, and turns any error into a failed lookup', async () => {
    const warned: unknown[] = [];
    const slow = vatLookup(scripted('hang'), { timeoutMs: 50, logger: { warn: (obj: unknown) => void warned.push(obj) } });
    const started = Date.now();
    await expect(slow.check(NL)).rejects.toThrow(/no answer within 50 ms/);
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(vatLookup(scripted(new TypeError('fetch failed')), { timeoutMs: 1000 }).check(NL)).rejects.toBeInstanceOf(VatLookupFailedError);
    expect(warned).toHaveLength(1);
  });
});

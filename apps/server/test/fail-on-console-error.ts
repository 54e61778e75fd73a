import { afterEach, vi } from 'vitest';

// A test that logs console.error fails (Epic Stack's habit): errors must be asserted, never ignored.
let spy: ReturnType<typeof vi.spyOn> | undefined;
afterEach(() => {
  const calls = spy?.mock.calls ?? [];
  spy?.mockRestore();
  spy = vi.spyOn(console, 'error');
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((c: unknown[]) => c.join(' ')).join('\n')}`);
});
spy = vi.spyOn(console, 'error');

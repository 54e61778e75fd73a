import { describe, expect, it } from 'vitest';
import { statusMachine } from './status-machine.ts';

describe('statusMachine', () => {
  const door = statusMachine<'open' | 'shut' | 'locked', 'push' | 'turn'>({
    transitions: { open: ['shut'], shut: ['open', 'locked'], locked: [] },
    events: { push: 'shut', turn: 'locked' },
  });

  it('allows exactly the changes its table lists', () => {
    expect(door.canMove('open', 'shut')).toBe(true);
    expect(door.canMove('shut', 'locked')).toBe(true);
    expect(door.canMove('open', 'locked')).toBe(false);
    expect(door.canMove('locked', 'open')).toBe(false);
    expect(door.canMove('open', 'open')).toBe(false);
  });

  it('answers the status each event asks for, without checking whether it may be taken', () => {
    expect(door.statusFor('push')).toBe('shut');
    expect(door.statusFor('turn')).toBe('locked');
    expect((['push', 'turn'] as const).map(door.statusFor)).toEqual(['shut', 'locked']);
  });
});

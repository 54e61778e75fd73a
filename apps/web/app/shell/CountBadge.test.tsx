import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountBadge } from './CountBadge';

describe('CountBadge', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows nothing for no items and does not pulse on the first count', () => {
    const { container, rerender } = render(<CountBadge count={undefined} />);
    expect(container.textContent).toBe('');
    rerender(<CountBadge count={2} />);
    expect(container.querySelector('.count-badge')?.textContent).toBe('2');
    expect(container.querySelector('.count-badge')?.getAttribute('data-pulse')).toBeNull();
  });

  it('pulses for 600 ms when the count changes', () => {
    const { container, rerender } = render(<CountBadge count={0} />);
    rerender(<CountBadge count={1} />);
    expect(container.querySelector('.count-badge')?.getAttribute('data-pulse')).toBe('on');
    act(() => vi.advanceTimersByTime(599));
    expect(container.querySelector('.count-badge')?.getAttribute('data-pulse')).toBe('on');
    act(() => vi.advanceTimersByTime(1));
    expect(container.querySelector('.count-badge')?.getAttribute('data-pulse')).toBeNull();
  });
});

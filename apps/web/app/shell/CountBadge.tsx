import { useEffect, useRef, useState } from 'react';

export interface CountBadgeProps {
  /** undefined until the page knows the count (after hydration). */
  count: number | undefined;
}

/** A count on an icon; it pulses for 600 ms whenever the count changes (shop.md §2, §9), not on the first read. */
export function CountBadge({ count }: CountBadgeProps) {
  const previous = useRef<number | undefined>(undefined);
  const [pulse, setPulse] = useState(0);
  useEffect(() => {
    const before = previous.current;
    previous.current = count;
    if (before === undefined || count === undefined || before === count) return;
    setPulse((n) => n + 1);
    const timer = window.setTimeout(() => setPulse(0), 600);
    return () => window.clearTimeout(timer);
  }, [count]);
  if (!count) return null;
  return (
    <span className="count-badge" data-pulse={pulse > 0 ? 'on' : undefined} key={pulse} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

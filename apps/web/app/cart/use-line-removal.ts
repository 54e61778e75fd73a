import { useCallback, useState } from 'react';
import { readCart, writeCart } from '../shell/local-store';
import { cartRemoveForUndo, cartRestoreLine, type RemovedLine } from './removal';

export interface LineRemoval {
  /** The line removed last, while its undo is offered. */
  removed: RemovedLine | null;
  /** The uuid of the line undo put back, for the page to move focus to it. */
  restored: string | null;
  remove(uuid: string): void;
  undo(): void;
  dismiss(): void;
}

/** Removing a line with a way back: the last removal can be undone until the next one or until dismissed. */
export function useLineRemoval(): LineRemoval {
  const [removed, setRemoved] = useState<RemovedLine | null>(null);
  const [restored, setRestored] = useState<string | null>(null);
  const remove = useCallback((uuid: string) => {
    const result = cartRemoveForUndo(readCart(), uuid);
    if (!result) return;
    writeCart(result.cart);
    setRemoved(result.removed);
    setRestored(null);
  }, []);
  const undo = useCallback(() => {
    if (!removed) return;
    writeCart(cartRestoreLine(readCart(), removed));
    setRestored(removed.line.uuid);
    setRemoved(null);
  }, [removed]);
  const dismiss = useCallback(() => setRemoved(null), []);
  return { removed, restored, remove, undo, dismiss };
}

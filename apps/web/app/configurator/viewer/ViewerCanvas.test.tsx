import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * fiber's root, as far as ViewerCanvas uses it: no WebGL here. A frame drawn (drawNow) runs the frame
 * subscribers (useFrame: the handles and labels are placed there) and the after-effects.
 */
const fiber = vi.hoisted(() => {
  const frame = { subscribers: [] as (() => void)[], drawn: 0 };
  const internal = { active: true, frames: 0, priority: 0, subscribers: [] as unknown[] };
  const state = {
    internal,
    clock: { getDelta: () => 0 },
    gl: { render: () => void (frame.drawn += 1) },
    scene: {},
    camera: {},
    events: {},
    get: () => state,
  };
  internal.subscribers = [{ ref: { current: () => frame.subscribers.forEach((f) => f()) }, store: { getState: () => state } }];
  let created = false;
  const root = {
    /** A new root: its first configure makes the renderer (onCreated). */
    fresh() {
      created = false;
      return root;
    },
    ready: { status: 'fulfilled' },
    configure(config: { onCreated(s: typeof state): void }) {
      if (!created) config.onCreated(state);
      created = true;
      return Promise.resolve(root);
    },
    render: () => undefined,
    unmount: () => undefined,
  };
  return { frame, internal, root };
});

vi.mock('@react-three/fiber', () => ({
  createRoot: () => fiber.root.fresh(),
  events: () => ({}),
  extend: () => undefined,
  flushSync: (fn: () => void) => fn(),
  flushGlobalEffects: () => undefined,
}));

const { ViewerCanvas } = await import('./ViewerCanvas');

/** What a frame drawn at commit found of each "+" (as Handles.tsx's slots: filled by a callback ref, new on each render). */
function setup() {
  const slots: (HTMLElement | null)[] = [];
  const seen: boolean[][] = [];
  // The first "+" and the second (the one the edit makes): each attached in the document when the frame is drawn?
  fiber.frame.subscribers = [() => seen.push([0, 1].map((i) => slots[i]?.isConnected === true))];
  const pluses = (n: number) =>
    Array.from({ length: n }, (_, i) => (
      <button
        key={i}
        type="button"
        ref={(el) => {
          slots[i] = el;
        }}
      >
        +
      </button>
    ));
  return { seen, pluses };
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 390, height: 250, top: 0, left: 0 } as DOMRect);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ViewerCanvas draws an edit at its commit', () => {
  it('with the overlay’s elements of that commit attached: a "+" made by the edit is placed in its frame', () => {
    const { seen, pluses } = setup();
    const view = (n: number) => (
      <ViewerCanvas drawAtCommit={() => true} overlay={<div className="cfg-handles">{pluses(n)}</div>}>
        {null}
      </ViewerCanvas>
    );
    const { rerender } = render(view(1));
    const before = fiber.frame.drawn;
    fiber.internal.frames = 1;
    act(() => rerender(view(2)));
    expect(fiber.frame.drawn).toBe(before + 1);
    expect(seen.at(-1)).toEqual([true, true]);
  });

  it('where HTML rendered after it (a sibling, where the handles were) is not attached yet: why the overlay is its own', () => {
    const { seen, pluses } = setup();
    const page = (n: number): ReactNode => (
      <>
        <ViewerCanvas drawAtCommit={() => true}>{null}</ViewerCanvas>
        <div className="cfg-handles">{pluses(n)}</div>
      </>
    );
    const { rerender } = render(page(1));
    fiber.internal.frames = 1;
    act(() => rerender(page(2)));
    expect(seen.at(-1)).toEqual([false, false]);
  });
});

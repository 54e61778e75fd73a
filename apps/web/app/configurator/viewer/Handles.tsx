import { useFrame, useThree } from '@react-three/fiber';
import { type KeyboardEvent, type PointerEvent, type RefObject, useEffect, useMemo, useState } from 'react';
import { Vector3 } from 'three';
import { type HandleAnchor, nearestIndex } from './handle-anchor.ts';
import type { ViewerHandle } from './viewer-props.ts';

/** Where each handle's HTML is and how many pixels a centimetre along its axis takes on screen. */
export interface HandleSlot {
  el: HTMLElement | null;
  pxPerCm: number;
}

/** Room a handle keeps from the view's edges and from its top row of buttons, px. */
const EDGE_PX = 22;
const TOP_PX = 64;
const clamp = (v: number, min: number, max: number): number => Math.min(Math.max(v, min), Math.max(min, max));

/** Pixels of drag per value for a size without a length per value (a shelf's heights in sections). */
const PX_PER_STEP = 28;

/** Inside the canvas: keeps the HTML handles on their anchors on every rendered frame (as the dimension labels). */
export function HandleAnchors({ anchors, slots }: { anchors: readonly (HandleAnchor | null)[]; slots: RefObject<HandleSlot[]> }) {
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => invalidate(), [anchors, invalidate]);
  const [p, q] = useMemo(() => [new Vector3(), new Vector3()], []);
  useFrame(({ camera, size }) => {
    anchors.forEach((anchor, i) => {
      const slot = slots.current[i];
      if (!slot?.el) return;
      if (anchor === null) {
        slot.el.style.visibility = 'hidden';
        return;
      }
      p.set(...anchor.at).project(camera);
      q.set(anchor.at[0] + anchor.axis[0] * 10, anchor.at[1] + anchor.axis[1] * 10, anchor.at[2] + anchor.axis[2] * 10).project(camera);
      // Kept inside the view and clear of its buttons along the top (reset view, open, full screen).
      const x = clamp(((p.x + 1) / 2) * size.width, EDGE_PX, size.width - EDGE_PX);
      const y = clamp(((1 - p.y) / 2) * size.height, TOP_PX, size.height - EDGE_PX);
      slot.pxPerCm = Math.hypot(((q.x - p.x) / 2) * size.width, ((q.y - p.y) / 2) * size.height) / 10;
      slot.el.style.transform = `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) translate(-50%, -50%)`;
      slot.el.style.visibility = p.z < 1 ? 'visible' : 'hidden';
    });
  });
  return null;
}

export interface HandleOverlayProps {
  handles: readonly ViewerHandle[];
  slots: RefObject<HandleSlot[]>;
  label: string;
  onHandle(id: string, value: number | null): void;
}

/** Outside the canvas: the handles as HTML controls, a "+" button or a slider, each keyboard operable. */
export function HandleOverlay({ handles, slots, label, onHandle }: HandleOverlayProps) {
  if (handles.length === 0) return null;
  return (
    <div className="cfg-handles" role="group" aria-label={label}>
      {handles.map((handle, i) => {
        const place = (el: HTMLElement | null) => {
          slots.current[i] = { el, pxPerCm: slots.current[i]?.pxPerCm ?? 1 };
        };
        return handle.kind === 'add' ? (
          <button key={handle.id} ref={place} type="button" className="cfg-handle cfg-handle-add" aria-label={handle.label} title={handle.label} data-handle={handle.id} onClick={() => onHandle(handle.id, null)}>
            <span aria-hidden="true">+</span>
          </button>
        ) : (
          <SizeHandle key={handle.id} handle={handle} place={place} slot={() => slots.current[i]} onHandle={onHandle} />
        );
      })}
    </div>
  );
}

interface SizeHandleProps {
  handle: ViewerHandle;
  place(el: HTMLElement | null): void;
  slot(): HandleSlot | undefined;
  onHandle(id: string, value: number | null): void;
}

/** A size as a slider on the piece: dragged along its axis, or by the arrow, Page and Home/End keys; applies once per drag or key. */
function SizeHandle({ handle, place, slot, onHandle }: SizeHandleProps) {
  const values = handle.values ?? [];
  const current = handle.value ?? null;
  const [drag, setDrag] = useState<{ x: number; y: number; from: number; index: number } | null>(null);
  const index = drag?.index ?? (current === null ? -1 : nearestIndex(values, current));
  const shown = index >= 0 ? values[index]! : null;
  const commit = (i: number) => {
    const value = values[Math.min(values.length - 1, Math.max(0, i))];
    if (value !== undefined && value !== current) onHandle(handle.id, value);
  };
  const start = index >= 0 ? index : 0;
  const onKeyDown = (e: KeyboardEvent) => {
    const page = Math.max(1, Math.round(values.length / 10));
    const moves: Record<string, number> = { ArrowRight: start + 1, ArrowUp: start + 1, ArrowLeft: start - 1, ArrowDown: start - 1, PageUp: start + page, PageDown: start - page, Home: 0, End: values.length - 1 };
    const to = moves[e.key];
    if (to === undefined) return;
    e.preventDefault();
    commit(to);
  };
  const along = (e: PointerEvent, from: { x: number; y: number }): number => (handle.side === 'top' ? from.y - e.clientY : handle.side === 'left' ? from.x - e.clientX : e.clientX - from.x);
  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    setDrag({ x: e.clientX, y: e.clientY, from: start, index: start });
  };
  const onPointerMove = (e: PointerEvent) => {
    if (drag === null) return;
    const px = along(e, drag);
    const mm = handle.mmPerValue;
    const perCm = slot()?.pxPerCm ?? 1;
    const next = mm !== undefined && perCm > 0 ? nearestIndex(values, values[drag.from]! + ((px / perCm) * 10) / mm) : drag.from + Math.round(px / PX_PER_STEP);
    const clamped = Math.min(values.length - 1, Math.max(0, next));
    if (clamped !== drag.index) setDrag({ ...drag, index: clamped });
  };
  const onPointerUp = () => {
    if (drag === null) return;
    setDrag(null);
    commit(drag.index);
  };
  const text = shown === null ? undefined : (handle.valueText?.(shown) ?? String(shown));
  return (
    <div
      ref={place}
      role="slider"
      tabIndex={0}
      className={`cfg-handle cfg-handle-size cfg-handle-${handle.side}`}
      aria-label={handle.label}
      aria-orientation={handle.side === 'top' ? 'vertical' : 'horizontal'}
      aria-valuemin={values[0]}
      aria-valuemax={values.at(-1)}
      aria-valuenow={shown ?? undefined}
      aria-valuetext={text}
      data-handle={handle.id}
      data-dragging={drag !== null}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDrag(null)}
    >
      <span aria-hidden="true">{handle.side === 'top' ? '↕' : '↔'}</span>
      {drag !== null && text !== undefined ? (
        <span className="cfg-handle-value" aria-hidden="true">
          {text}
        </span>
      ) : null}
    </div>
  );
}

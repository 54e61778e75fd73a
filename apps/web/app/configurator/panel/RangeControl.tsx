import { useEffect, useId, useRef, useState } from 'react';
import { inRange, rangeOption, snapToRange, type ConfigurationOption, type OptionRange } from '@masswerk/domain';
import type { Translator } from '../i18n';

export interface RangeControlProps {
  range: OptionRange;
  /** Visible name of the control ('Any width'). */
  label: string;
  t: Translator;
  onApply(option: ConfigurationOption): void;
}

/** Millimetres as the centimetres the control shows. */
const cmOf = (mm: number): number => Math.round(mm) / 10;

/**
 * A number in centimetres as a visitor types it ("72,6", "72.6", "72"), in millimetres; null when it is no
 * number. Either decimal mark is taken: the values are below a thousand, so no group separator is meant.
 */
export function parseCentimetres(text: string): number | null {
  const plain = text.replace(/[\s\u00a0\u202f'’]/g, '').replace(/cm$/i, '').replace(',', '.');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(plain)) return null;
  return Number(plain) * 10;
}

/**
 * A size the rules allow as a range: a slider and a number in cm, both snapping to the allowed values. The
 * slider moves freely and applies once per committed change: its native `change` (let go by pointer or touch,
 * each arrow or Home/End/Page key, which move by the snap step), or focus leaving it; the
 * number applies on Enter or leaving the field, and says why when it is out of range. A value that is the
 * current one applies nothing (no undo step).
 */
export function RangeControl({ range, label, t, onApply }: RangeControlProps) {
  const id = useId();
  const fallback = range.value ?? range.min;
  const [draft, setDraft] = useState(fallback);
  const [text, setText] = useState(range.value === null ? '' : t.number(cmOf(range.value)));
  const [note, setNote] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);
  // The design changed (this control applied, undo, another selection): show its value.
  const shownKey = `${String(range.value)}|${range.min}|${range.max}`;
  const [shown, setShown] = useState(shownKey);
  if (shown !== shownKey) {
    setShown(shownKey);
    setDraft(fallback);
    setText(range.value === null ? '' : t.number(cmOf(range.value)));
  }

  const cm = (mm: number): string => t.number(cmOf(mm));
  const commit = (mm: number): void => {
    const snapped = snapToRange(range, mm);
    if (snapped === null || snapped === range.value) return;
    onApply(rangeOption(range, snapped));
  };

  // React's onChange follows every move ('input'); the native 'change' is the visitor's commit.
  const slider = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = slider.current;
    if (input === null) return;
    const onCommit = (): void => {
      const snapped = snapToRange(range, Number(input.value));
      if (snapped !== null && snapped !== range.value) onApply(rangeOption(range, snapped));
    };
    input.addEventListener('change', onCommit);
    return () => input.removeEventListener('change', onCommit);
  }, [range, onApply]);

  const commitText = (): void => {
    if (text.trim() === '') {
      // Nothing typed: the field shows the current value again.
      setNote(null);
      setText(range.value === null ? '' : cm(range.value));
      return;
    }
    const mm = parseCentimetres(text);
    if (mm === null) {
      setNote({ kind: 'error', text: t.t('range.notANumber', { example: cm(range.value ?? range.min) }) });
      return;
    }
    // Tenths of a millimetre are typing noise, not a wish.
    const wanted = Math.round(mm * 10) / 10;
    if (wanted < range.min || wanted > range.max) {
      setNote({ kind: 'error', text: t.t('range.outOfRange', { min: cm(range.min), max: cm(range.max) }) });
      return;
    }
    const snapped = snapToRange(range, wanted)!;
    setNote(inRange(range, wanted) ? null : { kind: 'info', text: t.t('range.snapped', { value: cm(snapped) }) });
    setText(cm(snapped));
    setDraft(snapped);
    commit(snapped);
  };

  const noteId = `${id}-note`;
  const boundsId = `${id}-bounds`;
  return (
    <div className="cfg-range">
      <div className="cfg-range-head">
        <label htmlFor={`${id}-slider`}>{label}</label>
        <output htmlFor={`${id}-slider`} className="cfg-range-value" aria-live="polite">
          {range.value === null && draft === fallback ? t.t('range.mixed') : t.t('range.value', { value: cm(draft) })}
        </output>
      </div>
      <input
        ref={slider}
        id={`${id}-slider`}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={draft}
        aria-valuetext={t.t('range.value', { value: cm(draft) })}
        aria-describedby={boundsId}
        onChange={(e) => setDraft(snapToRange(range, Number(e.target.value)) ?? draft)}
        onBlur={() => commit(draft)}
      />
      <p id={boundsId} className="cfg-muted cfg-range-bounds">
        {t.t('range.bounds', { min: cm(range.min), max: cm(range.max), step: cm(range.step) })}
      </p>
      <div className="cfg-range-number">
        <label htmlFor={`${id}-number`}>{t.t('range.number')}</label>
        <input
          id={`${id}-number`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={note?.kind === 'error' || undefined}
          aria-describedby={note === null ? boundsId : `${noteId} ${boundsId}`}
          onChange={(e) => {
            setText(e.target.value);
            if (note?.kind === 'error') setNote(null);
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            commitText();
          }}
          onBlur={commitText}
        />
        <span aria-hidden="true">{t.t('range.unit')}</span>
      </div>
      {note === null ? null : (
        <p id={noteId} className={note.kind === 'error' ? 'cfg-reason' : 'cfg-muted'} role={note.kind === 'error' ? 'alert' : 'status'}>
          {note.text}
        </p>
      )}
    </div>
  );
}

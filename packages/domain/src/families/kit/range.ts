/**
 * Sizes chosen from a range (a slider or a number): the nearest allowed value, and the option that applies it
 * through the family's apply(), as a button's option does.
 */
import type { ConfigurationOption, OptionRange } from '../family.ts';

/** The allowed value of `range` nearest to `value`: on the range's steps, within its bounds; null for no number. */
export function snapToRange(range: Pick<OptionRange, 'min' | 'max' | 'step'>, value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const steps = Math.floor((range.max - range.min) / range.step + 1e-9);
  const k = Math.min(steps, Math.max(0, Math.round((value - range.min) / range.step)));
  // Rounded to the step's own precision, so that 0.1 steps give 36.7 and not 36.700000000000004.
  const decimals = Math.max(0, -Math.floor(Math.log10(range.step) + 1e-9));
  return Number((range.min + k * range.step).toFixed(decimals));
}

/** Whether `value` is a value of the range as it stands (no snapping needed). */
export function inRange(range: Pick<OptionRange, 'min' | 'max' | 'step'>, value: number): boolean {
  return Number.isFinite(value) && value >= range.min && value <= range.max && snapToRange(range, value) === value;
}

/** The option that applies `value` (snapped into the range) through apply(). */
export function rangeOption(range: OptionRange, value: number): ConfigurationOption {
  const snapped = snapToRange(range, value) ?? range.min;
  return {
    action: range.action,
    group: range.group,
    type: range.type,
    value: snapped,
    text: `${snapped} ${range.unit}`,
    isDisabled: false,
    isSelected: snapped === range.value,
  };
}

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfigurationOption, OptionRange } from '@masswerk/domain';
import { translatorFor } from '../i18n';
import { configuratorMessages } from '../messages.server';
import { parseCentimetres, RangeControl } from './RangeControl';

const width: OptionRange = { action: 'update', group: 'width', type: 'column-length', min: 365, max: 726, step: 1, unit: 'mm', value: 564 };
const en = translatorFor('en_GB', configuratorMessages('en_GB'));
const fr = translatorFor('fr_FR', configuratorMessages('fr_FR'));

function setup(range: OptionRange = width, t = en) {
  const onApply = vi.fn<(option: ConfigurationOption) => void>();
  const view = render(<RangeControl range={range} label={t.t('range.width/column-length')} t={t} onApply={onApply} />);
  const slider = screen.getByRole('slider');
  const number = screen.getByRole('textbox', { name: t.t('range.number') });
  return { onApply, slider, number, ...view };
}

afterEach(cleanup);

describe('RangeControl', () => {
  it('is a labelled slider bounded by the range, with the current value and the unit shown', () => {
    const { slider, number } = setup();
    expect(screen.getByLabelText('Any width')).toBe(slider);
    expect(slider.getAttribute('min')).toBe('365');
    expect(slider.getAttribute('max')).toBe('726');
    expect(slider.getAttribute('step')).toBe('1');
    expect(slider.getAttribute('aria-valuetext')).toBe('56.4 cm');
    expect(screen.getByRole('status').textContent).toBe('56.4 cm');
    expect(screen.getByText('36.5 to 72.6 cm, in steps of 0.1 cm')).toBeTruthy();
    expect((number as HTMLInputElement).value).toBe('56.4');
  });

  it('applies the slider once per committed change (let go, or a key step), not while it moves', () => {
    const { slider, onApply } = setup();
    // A drag: 'input' on every move, one 'change' when it is let go.
    fireEvent.input(slider, { target: { value: '590' } });
    fireEvent.input(slider, { target: { value: '600' } });
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('60 cm');
    expect(slider.getAttribute('aria-valuetext')).toBe('60 cm');
    fireEvent.change(slider);
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply.mock.calls[0]![0]).toMatchObject({ action: 'update', group: 'width', type: 'column-length', value: 600 });
    fireEvent.input(slider, { target: { value: '601' } });
    fireEvent.change(slider);
    expect(onApply).toHaveBeenCalledTimes(2);
    expect(onApply.mock.calls[1]![0].value).toBe(601);
  });

  it('commits a slider left by focus without a change event, and nothing when it did not move', () => {
    const { slider, onApply } = setup();
    fireEvent.blur(slider);
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.input(slider, { target: { value: '700' } });
    fireEvent.blur(slider);
    expect(onApply.mock.calls[0]![0].value).toBe(700);
  });

  it('applies nothing when the value is the current one (no undo step)', () => {
    const { slider, number, onApply } = setup();
    fireEvent.change(slider);
    fireEvent.blur(slider);
    fireEvent.blur(number);
    fireEvent.keyDown(number, { key: 'Enter' });
    expect(onApply).not.toHaveBeenCalled();
  });

  it('applies a number in cm on Enter, in the locale notation, snapped to the allowed values', () => {
    const { number, onApply } = setup(width, fr);
    fireEvent.change(number, { target: { value: '40,04' } });
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.keyDown(number, { key: 'Enter' });
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply.mock.calls[0]![0].value).toBe(400);
    expect((number as HTMLInputElement).value).toBe('40');
    expect(screen.getByText(fr.t('range.snapped', { value: '40' }))).toBeTruthy();
  });

  it('says why a number out of range or no number is not applied, on Enter or leaving the field', () => {
    const { number, onApply } = setup();
    fireEvent.change(number, { target: { value: '80' } });
    fireEvent.keyDown(number, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Please enter a value from 36.5 to 72.6 cm.');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(number.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    fireEvent.change(number, { target: { value: 'wide' } });
    fireEvent.blur(number);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a number in cm, for example 56.4.');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('follows the design: a new current value (applied, undone, another selection) is shown', () => {
    const { rerender, number, onApply } = setup();
    rerender(<RangeControl range={{ ...width, value: 400 }} label="Any width" t={en} onApply={onApply} />);
    expect(screen.getByRole('status').textContent).toBe('40 cm');
    expect((number as HTMLInputElement).value).toBe('40');
    rerender(<RangeControl range={{ ...width, value: null }} label="Any width" t={en} onApply={onApply} />);
    expect(screen.getByRole('status').textContent).toBe('differs');
    expect((number as HTMLInputElement).value).toBe('');
  });

  it('moves by the snap step (a wardrobe height in drilling-pitch steps)', () => {
    const height: OptionRange = { action: 'update', group: 'dimensions', type: 'height', min: 2000, max: 2800, step: 32, unit: 'mm', value: 2000 };
    const { slider, number, onApply } = setup(height);
    expect(slider.getAttribute('step')).toBe('32');
    fireEvent.change(number, { target: { value: '210' } });
    fireEvent.blur(number);
    expect(onApply.mock.calls[0]![0]).toMatchObject({ group: 'dimensions', type: 'height', value: 2096 });
  });
});

describe('parseCentimetres', () => {
  it('reads either decimal mark and a trailing unit, and nothing else', () => {
    expect(parseCentimetres('72,6')).toBeCloseTo(726);
    expect(parseCentimetres(' 72.6 cm')).toBeCloseTo(726);
    expect(parseCentimetres('40')).toBe(400);
    expect(parseCentimetres('4O')).toBeNull();
    expect(parseCentimetres('-40')).toBeNull();
    expect(parseCentimetres('')).toBeNull();
  });
});

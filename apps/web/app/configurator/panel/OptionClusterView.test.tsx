import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfigurationOption } from '@masswerk/domain';
import { translatorFor } from '../i18n';
import { configuratorMessages } from '../messages.server';
import type { OptionCluster } from '../view-options';
import { OptionClusterView } from './OptionClusterView';

const color = (value: string, isSelected = false): ConfigurationOption => ({ action: 'update', group: 'colors', type: 'color', value, text: value, isDisabled: false, isSelected });
const cluster: OptionCluster = {
  key: 'colors',
  group: 'colors',
  type: 'color',
  action: 'update',
  options: [color('white_u11209', true), color('oak_h3303'), color('black_u12001'), color('oak'), color('velvetex_blue_1007'), color('belize_leather_black_2109')],
};

afterEach(cleanup);

function setup(locale: 'en_GB' | 'de_DE' = 'en_GB') {
  const onApply = vi.fn<(option: ConfigurationOption) => void>();
  const t = translatorFor(locale, configuratorMessages(locale));
  render(<OptionClusterView cluster={cluster} legend="Boards" name="Boards" t={t} onApply={onApply} />);
  return { onApply };
}

describe('colour swatches', () => {
  it('groups the swatches under their material family, in the order offered, each named by its visible name', () => {
    setup();
    const families = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(families).toEqual(['Laminate', 'Wood-decor laminate', 'Solid wood', 'Velvetex fabric', 'Belize leather']);
    const laminate = screen.getByRole('heading', { name: 'Laminate' }).closest<HTMLElement>('.cfg-swatch-group')!;
    expect(within(laminate).getAllByRole('button').map((b) => b.textContent)).toEqual(['White', 'Black']);
    // The name is the button's visible text, so what a sighted user reads is what a screen reader says.
    expect(screen.getByRole('button', { name: 'Belize Leather Black' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'White' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows a close-up of the chosen material with its name and family, and applies a swatch by click', () => {
    const { onApply } = setup();
    const closeup = document.querySelector('.cfg-closeup')!;
    expect(closeup.querySelector('canvas')).toBeTruthy();
    expect(closeup.textContent).toBe('Close-up of the chosen material: WhiteLaminate');
    fireEvent.click(screen.getByRole('button', { name: 'Oak' }));
    expect(onApply).toHaveBeenCalledWith(cluster.options[3]);
  });

  it('words the families in German', () => {
    setup('de_DE');
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Laminat', 'Laminat in Holzoptik', 'Massivholz', 'Stoff Velvetex', 'Leder Belize']);
  });
});

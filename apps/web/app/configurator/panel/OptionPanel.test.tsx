import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAMILIES, type ConfigurationOption } from '@masswerk/domain';
import { translatorFor } from '../i18n';
import { configuratorMessages } from '../messages.server';
import { viewOptions } from '../view-options';
import { OptionPanel } from './OptionPanel';

afterEach(cleanup);

function renderView(type: 'wardrobe' | 'shelf') {
  const family = FAMILIES[type];
  const onApply = vi.fn<(option: ConfigurationOption) => void>();
  const t = translatorFor('en_GB', configuratorMessages('en_GB'));
  render(<OptionPanel subViews={viewOptions(family, family.defaults(), family.views.desktop.id, [])} t={t} onApply={onApply} />);
  return { onApply };
}

describe('a size the rules allow as a range', () => {
  it("takes the place of a long list of its values: the wardrobe's height is one slider and one number, named Height", () => {
    renderView('wardrobe');
    const slider = screen.getByRole('slider', { name: 'Height' });
    const ranged = slider.closest<HTMLElement>('.cfg-ranged')!;
    // No list box offering the same 26 heights a second time.
    expect(within(ranged).queryByRole('combobox')).toBeNull();
    expect(within(ranged).getByRole('textbox', { name: 'Enter in cm' })).toBeTruthy();
    expect(screen.queryByRole('slider', { name: 'Any height' })).toBeNull();
  });

  it("follows its few values as quick picks: the shelf's column widths", () => {
    renderView('shelf');
    const ranged = screen.getByRole('slider', { name: 'Any width' }).closest<HTMLElement>('.cfg-ranged')!;
    // The four module widths as buttons, then the slider for any width between them.
    expect(within(ranged).getAllByRole('button')).toHaveLength(4);
  });
});

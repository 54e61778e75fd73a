import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES, PART_WORDS, type PartChanges } from '@masswerk/domain';
import { translatorFor } from '../i18n';
import { configuratorMessages } from '../messages.server';
import { DesignChanges, partChangeText } from './DesignChanges';

const t = (locale: (typeof LOCALES)[number]) => translatorFor(locale, configuratorMessages(locale));
const board = { word: 'board', color: 'white_u11209', length: 726, width: 342, height: 19 } as const;
const changes = (added: number, removed: number): PartChanges => ({
  added: added === 0 ? [] : [{ ...board, count: added }],
  removed: removed === 0 ? [] : [{ ...board, word: 'door', color: 'oak', count: removed }],
  addedCount: added,
  removedCount: removed,
});

afterEach(cleanup);

describe('DesignChanges', () => {
  it('counts the parts added and removed with the plural of each locale', () => {
    const summary = (locale: (typeof LOCALES)[number], c: PartChanges) => {
      render(<DesignChanges changes={c} show="summary" t={t(locale)} />);
      const text = screen.getByTestId('design-changes').querySelector('.cfg-changes-summary')!.textContent;
      cleanup();
      return text;
    };
    expect(summary('en_GB', changes(2, 1))).toBe('Changed since it was saved: 2 parts added, 1 removed');
    expect(summary('en_GB', changes(1, 0))).toBe('Changed since it was saved: 1 part added, none removed');
    expect(summary('de_DE', changes(1, 3))).toBe('Geändert seit dem Speichern: 1 Teil hinzugefügt, 3 entfernt');
    expect(summary('fr_FR', changes(0, 1))).toBe('Modifié depuis l’enregistrement\u00a0: Aucune pièce ajoutée, 1 retirée');
    expect(summary('nl_NL', changes(3, 2))).toBe('Gewijzigd sinds het opslaan: 3 onderdelen toegevoegd, 2 verwijderd');
    expect(summary('en_GB', changes(0, 0))).toBe('Changed since it was saved: The parts are the same; a setting changed.');
  });

  it('lists the parts in words, colour and size, under Added and Removed', () => {
    render(<DesignChanges changes={changes(2, 1)} show="parts" heading t={t('en_GB')} />);
    const parts = screen.getByTestId('design-changes-parts');
    expect(within(parts).getByRole('heading', { name: 'Added' }).nextElementSibling?.textContent).toBe('+ 2 boards, White, 72.6 × 34.2 × 1.9 cm');
    expect(within(parts).getByRole('heading', { name: 'Removed' }).nextElementSibling?.textContent).toBe('− 1 door, Oak, 72.6 × 34.2 × 1.9 cm');
    expect(parts.textContent).toContain('Saving makes a new design; the saved one stays as it is.');
  });

  it('folds away the kinds of parts past the fourth', () => {
    const many: PartChanges = { added: ['wall', 'board', 'door', 'handle', 'leg', 'drawer'].map((word) => ({ ...board, word: word as 'board', count: 1 })), removed: [], addedCount: 6, removedCount: 0 };
    render(<DesignChanges changes={many} show="parts" t={t('en_GB')} />);
    expect(screen.getByText('and 2 more kinds of parts').tagName).toBe('SUMMARY');
  });

  it('words every part word in every locale, singular and plural, with no English left in German', () => {
    for (const locale of LOCALES) {
      const words = t(locale);
      for (const word of PART_WORDS) {
        for (const count of [1, 3]) {
          const text = partChangeText({ ...board, word, count }, words);
          expect(text, `${locale} ${word}`).not.toMatch(/\{|part\.|_/);
          expect(text.startsWith(`${count} `), `${locale} ${text}`).toBe(true);
        }
      }
    }
    expect(partChangeText({ ...board, word: 'leg', count: 4 }, t('de_DE'))).toBe('4 Füße, Weiß, 72,6 × 34,2 × 1,9 cm');
    expect(partChangeText({ ...board, word: 'leg', count: 4 }, t('de_CH'))).toBe('4 Füsse, Weiss, 72.6 × 34.2 × 1.9 cm');
    expect(partChangeText({ ...board, word: 'leg', count: 1 }, t('fr_FR'))).toMatch(/^1 pied, /);
  });
});

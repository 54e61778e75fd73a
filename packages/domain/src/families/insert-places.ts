/**
 * Where a column or a module may go between two others (issue 16: a "+" between modules wherever the
 * rules allow one): an add option with `at`, tried through the family's own apply(), so a place is
 * offered exactly when pressing it would succeed, as the panel's options are (docs/decisions.md
 * "A "+" between modules").
 */
import { DesignRuleError, type ConfigurationOption, type DesignBase, type Family } from './family.ts';

/** An inner place: the new part goes between sections `after` and `before`, at index `at`, by `option`. */
export interface InsertPlace {
  at: number;
  /** Section ids on its left and right ("c1", "c2"). */
  after: string;
  before: string;
  option: ConfigurationOption;
}

/** The inner places (between two sections) where `add` (an enabled add option of a column or a module) may insert, left to right. */
export function insertPlaces<D extends DesignBase>(family: Family<D>, design: D, add: ConfigurationOption): InsertPlace[] {
  const sections = family.sections(design);
  const places: InsertPlace[] = [];
  for (let at = 1; at < sections.length; at++) {
    const option: ConfigurationOption = { ...add, at };
    try {
      family.apply(design, option, []);
    } catch (error) {
      if (error instanceof DesignRuleError) continue;
      throw error;
    }
    places.push({ at, after: sections[at - 1]!.id, before: sections[at]!.id, option });
  }
  return places;
}

/**
 * The domain's own language: every message is written in English here, from the same code and
 * parameters the web words per locale, for the API's answers and logs.
 */
import { colorById } from '../catalogue/colors.ts';
import { formatMessage, type MessageLocale, type MessageParams } from './format.ts';

/** English words the messages look up by key (`{ term: key }`); every locale has the same keys as `term.{key}`. */
export const ENGLISH_TERMS: Readonly<Record<string, string>> = {
  // Leg types of the sofas and shelves, as an adjective before "legs".
  'legType.square': 'square',
  'legType.slanted': 'slanted',
  'legType.corner': 'corner',
  'legType.frame': 'frame',
  'legType.straight': 'straight',
  'legType.flat': 'flat',
  'legType.narrow': 'narrow',
  'legType.hairpin': 'hairpin',
  'legType.roll': 'castor',
  'legType.hanging': 'hanging',
  'legType.socle': 'socle',
  // Wardrobe handles and interiors.
  'handle.fyx': 'Fyx grip',
  'handle.nyche': 'Nyche recessed handle',
  'handle.lyne': 'Lyne bar handle',
  'handle.knobb': 'Knobb knob',
  'interior.board': 'board',
  'interior.closet_rod': 'closet rod',
  'interior.garment_lift': 'garment lift',
  'interior.pant_hanger': 'pant hanger',
  'interior.solid_drawer': 'solid drawer',
  'interior.glass_drawer': 'glass drawer',
  'interior.small_drawer': 'small drawer',
  'interior.shoes_drawer': 'shoes drawer',
};

/** English as a message locale. */
export const ENGLISH: MessageLocale = {
  bcp47: 'en-GB',
  term: (key) => ENGLISH_TERMS[key],
  color: (id) => colorById(id)?.name ?? id,
};

/** A message template filled in English. */
export function englishMessage(template: string, params: MessageParams): string {
  return formatMessage(template, params, ENGLISH);
}

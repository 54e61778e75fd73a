import { colorById, formatMoney, localeInfo, type Cents, type Currency, type Locale } from '@masswerk/domain';
import { formatDate } from '../i18n/format';
import type reference from './messages/de_DE.json';

/** The cart page's messages of one locale (messages.server.ts builds it). */
export type CartMessages = Readonly<Record<string, string>>;
/** Keys every locale has (de_DE is the reference; i18n/messages.test.ts checks the others). */
export type CartMessageKey = keyof typeof reference;
export type CartParams = Readonly<Record<string, string | number>>;

/** Words, numbers and money of the cart page in one locale. */
export interface CartTranslator {
  locale: Locale;
  /** A message with {name} parameters and {name, plural, one {…} other {…}} counts. */
  t(key: CartMessageKey, params?: CartParams): string;
  /** Cents in a currency as the shop writes them everywhere ("1.234,50 €", "CHF 1'234.50", "£1,234.50"). */
  money(amount: number, currency: Currency): string;
  /** A fraction as a percentage in the locale ("19 %", "19%"). */
  percent(fraction: number): string;
  /** A number in the locale ("72,6"). */
  number(value: number): string;
  /** Items joined in the locale ("a, b and c"). */
  list(items: readonly string[]): string;
  /** An ISO date in the country's notation (dd.mm.yyyy, dd/mm/yyyy, dd-mm-yyyy). */
  date(isoDate: string): string;
  /** A colour's name in the locale (English when the locale has none). */
  color(id: string): string;
  /** A furniture family's name ("Joyn sofa"), from the shell's words. */
  family(type: string): string;
}

/**
 * Fills a template: `{name}`, and `{name, plural, =0 {…} one {…} other {…}}` whose branch is picked
 * with Intl.PluralRules (French counts 0 as "one") and whose `#` is the count in the locale. The small
 * ICU subset the domain's messages use; a parameter the message lacks stays visible as `{name}`.
 */
export function cartFormat(template: string, params: CartParams, bcp47: string, hash?: string): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const c = template[i]!;
    if (c === '#' && hash !== undefined) {
      out += hash;
      i += 1;
      continue;
    }
    if (c !== '{') {
      out += c;
      i += 1;
      continue;
    }
    const end = closingBrace(template, i);
    const inner = template.slice(i + 1, end);
    i = end + 1;
    const [name = '', kind, ...rest] = inner.split(',');
    const value = params[name.trim()];
    if (value === undefined) {
      out += `{${inner}}`;
    } else if (kind?.trim() === 'plural') {
      const count = Number(value);
      const branches = pluralBranches(rest.join(','));
      const category = new Intl.PluralRules(bcp47).select(count);
      const branch = branches.get(`=${count}`) ?? branches.get(category) ?? branches.get('other') ?? '';
      out += cartFormat(branch, params, bcp47, numberIn(bcp47, count));
    } else {
      out += typeof value === 'number' ? numberIn(bcp47, value) : value;
    }
  }
  return out;
}

/** The index of the brace closing the one at `open` (the end of the text when unclosed). */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length;
}

/** `one {…} other {…}` as a map from selector to text. */
function pluralBranches(body: string): Map<string, string> {
  const branches = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open < 0) break;
    const end = closingBrace(body, open);
    branches.set(body.slice(i, open).trim(), body.slice(open + 1, end));
    i = end + 1;
  }
  return branches;
}

function numberIn(bcp47: string, value: number): string {
  return new Intl.NumberFormat(bcp47, { maximumFractionDigits: 2 }).format(value);
}

/** The translator of a locale over its cart messages, the shell's family names and the configurator's colour names. */
export function cartTranslator(
  locale: Locale,
  messages: CartMessages,
  options: { colorNames?: Readonly<Record<string, string>>; familyName?: (type: string) => string } = {},
): CartTranslator {
  const bcp47 = localeInfo(locale).bcp47;
  return {
    locale,
    t: (key, params = {}) => cartFormat(messages[key] ?? key, params, bcp47),
    money: (amount, currency) => formatMoney(amount as Cents, currency),
    percent: (fraction) => new Intl.NumberFormat(bcp47, { style: 'percent', maximumFractionDigits: 2 }).format(fraction),
    number: (value) => numberIn(bcp47, value),
    list: (items) => new Intl.ListFormat(bcp47, { type: 'conjunction' }).format(items),
    date: (isoDate) => formatDate(isoDate, locale),
    color: (id) => options.colorNames?.[id] ?? colorById(id)?.name ?? id,
    family: (type) => options.familyName?.(type) ?? type,
  };
}

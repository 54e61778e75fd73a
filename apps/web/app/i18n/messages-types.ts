import type reference from './messages/de_DE.json';

/** The shell's message keys: de_DE is the reference every locale must cover (messages.test.ts). */
export type MessageKey = keyof typeof reference;
export type Messages = Readonly<Record<MessageKey, string>>;
export type MessageParams = Readonly<Record<string, string | number>>;

/** Fills {name} placeholders of a message. */
export function formatMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}

import { eq } from 'drizzle-orm';
import type { Tx } from './orders.ts';
import { settings, type sandboxSettings } from './schema.ts';

/** A table of settings made at first start: `key` and `value`. */
type SettingsTable = typeof settings | typeof sandboxSettings;

/** The setting's value, made by `make` and stored the first time (of two processes racing, the first one's value wins). */
export async function settingMadeOnce(tx: Tx, table: SettingsTable, key: string, make: () => string): Promise<string> {
  await tx.insert(table).values({ key, value: make() }).onConflictDoNothing({ target: table.key });
  const [row] = await tx.select({ value: table.value }).from(table).where(eq(table.key, key));
  return row!.value;
}

/** One of the shop's own settings (the `settings` table), made by `make` the first time. */
export function shopSetting(tx: Tx, key: string, make: () => string): Promise<string> {
  return settingMadeOnce(tx, settings, key, make);
}

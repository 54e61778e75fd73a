import { partsSummary } from '@masswerk/domain';
import type { Db } from '../../db/client.ts';
import { deriveChecked } from './derive-checked.ts';
import { loadDesign } from './load-design.ts';
import { partOut } from './part-out.ts';

/** The bill of parts of a stored design with SKUs and instruction labels, for the workshop. */
export async function getDesignParts(db: Db, uuid: string) {
  const stored = await loadDesign(db, uuid);
  const derived = deriveChecked(stored, { countries: [] });
  return {
    uuid: stored.uuid,
    furniture_type: stored.family.furniture_type,
    parts: derived.parts.map(partOut(derived.labels)),
    summary: partsSummary(derived.parts).map((row) => ({ sku: row.sku, label: row.partName, quantity: row.quantity })),
  };
}

import { partsSummary } from '@masswerk/domain';
import type { DesignCache } from './design-cache.ts';
import { deriveChecked } from './derive-checked.ts';
import { partOut } from './part-out.ts';

/** The bill of parts of a stored design with SKUs and instruction labels, for the workshop. */
export async function getDesignParts(designs: DesignCache, uuid: string) {
  const stored = await designs.load(uuid);
  const derived = deriveChecked(stored, { countries: [] });
  return {
    uuid: stored.uuid,
    furniture_type: stored.family.furniture_type,
    parts: derived.parts.map(partOut(derived.labels)),
    summary: partsSummary(derived.parts).map((row) => ({ sku: row.sku, label: row.partName, quantity: row.quantity })),
  };
}

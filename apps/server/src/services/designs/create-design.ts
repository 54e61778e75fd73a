import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { canonicalJson } from '@masswerk/domain';
import type { DesignInput } from '@masswerk/contract';
import type { Db } from '../../db/client.ts';
import { designs } from '../../db/schema.ts';
import { checkDesign } from './design-from-input.ts';
import { deriveChecked } from './derive-checked.ts';

/**
 * Saves a design after parsing and validating it (and proving every part has a SKU). Designs are
 * immutable: an identical design answers the uuid it already has.
 */
export async function createDesign(db: Db, input: DesignInput): Promise<{ uuid: string; created: boolean }> {
  const checked = checkDesign(input.furniture_type, input.structure, 'body.structure');
  deriveChecked(checked, { countries: [] });
  const structureHash = createHash('sha256').update(canonicalJson(checked.design)).digest('hex');
  const inserted = await db
    .insert(designs)
    .values({
      furnitureType: input.furniture_type,
      version: checked.design.version,
      structure: checked.design,
      structureHash,
      name: input.name ?? null,
    })
    .onConflictDoNothing({ target: designs.structureHash })
    .returning({ uuid: designs.uuid });
  if (inserted[0]) return { uuid: inserted[0].uuid, created: true };
  const [existing] = await db.select({ uuid: designs.uuid }).from(designs).where(eq(designs.structureHash, structureHash));
  return { uuid: existing!.uuid, created: false };
}

import { createHash } from 'node:crypto';
import { canonicalJson } from '@masswerk/domain';
import type { DesignCreated, DesignInput } from '@masswerk/contract';
import type { Db } from '../../db/client.ts';
import { insertDesign } from '../../db/designs.ts';
import { checkDesign } from './design-from-input.ts';
import { deriveChecked } from './derive-checked.ts';
import { newSecret, secretHash } from '../../http/secrets.ts';

/**
 * Saves a design after parsing and validating it (and proving every part has a SKU). Every save is a
 * new design with its own write token, so nobody learns whether someone else saved the same
 * structure, and nobody but this saver can give it pictures.
 */
export async function createDesign(db: Db, input: DesignInput): Promise<DesignCreated> {
  const checked = checkDesign(input.furniture_type, input.structure, 'body.structure');
  deriveChecked(checked, { countries: [] });
  const writeToken = newSecret();
  const uuid = await insertDesign(db, {
    furnitureType: input.furniture_type,
    version: checked.design.version,
    structure: checked.design,
    structureHash: createHash('sha256').update(canonicalJson(checked.design)).digest('hex'),
    name: input.name ?? null,
    writeTokenHash: secretHash(writeToken),
  });
  return { uuid, writeToken };
}

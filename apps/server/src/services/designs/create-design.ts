import { createHash } from 'node:crypto';
import { canonicalJson } from '@masswerk/domain';
import type { DesignCreated, DesignInput } from '@masswerk/contract';
import type { Db } from '../../db/client.ts';
import { insertDesign, type NewDesignRow } from '../../db/designs.ts';
import { checkDesign, type CheckedDesign } from './design-from-input.ts';
import { deriveChecked } from './derive-checked.ts';
import { VISITOR_PICTURES_PRIORITY, enqueueDesignPictures } from '../pictures/picture-job.ts';
import { newSecret, secretHash } from '../../http/secrets.ts';

/**
 * The row a design is stored as, after parsing and validating it (and proving every part has a SKU);
 * `writeTokenHash` null: nobody can give it pictures through the API (the shop's own catalogue designs).
 */
export function designRowOf(input: DesignInput, writeTokenHash: string | null): { row: NewDesignRow; checked: CheckedDesign } {
  const checked = checkDesign(input.furniture_type, input.structure, 'body.structure');
  deriveChecked(checked, { countries: [] });
  const row = {
    furnitureType: input.furniture_type,
    version: checked.design.version,
    structure: checked.design,
    structureHash: createHash('sha256').update(canonicalJson(checked.design)).digest('hex'),
    name: input.name ?? null,
    writeTokenHash,
  };
  return { row, checked };
}

/**
 * Saves a design after parsing and validating it. Every save is a new design with its own write token,
 * so nobody learns whether someone else saved the same structure, and nobody but this saver can give it
 * pictures. Its pictures are drawn by the picture job (services/pictures), enqueued with the save.
 */
export async function createDesign(db: Db, input: DesignInput): Promise<DesignCreated> {
  const writeToken = newSecret();
  const { row } = designRowOf(input, secretHash(writeToken));
  const uuid = await db.transaction(async (tx) => {
    const saved = await insertDesign(tx, row);
    await enqueueDesignPictures(tx, [saved], { priority: VISITOR_PICTURES_PRIORITY });
    return saved;
  });
  return { uuid, writeToken };
}

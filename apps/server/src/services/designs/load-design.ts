import { furnitureTypeIs } from '@masswerk/domain';
import type { Db } from '../../db/client.ts';
import { findDesign } from '../../db/designs.ts';
import { HttpError } from '../../http/http-error.ts';
import { checkDesign, type CheckedDesign } from './design-from-input.ts';

export interface StoredDesign extends CheckedDesign {
  uuid: string;
  name: string | null;
  createdAt: Date;
}

/** Loads a stored design and re-parses it (older versions migrate forward); a missing one is a 404. */
export async function loadDesign(db: Db, uuid: string): Promise<StoredDesign> {
  const row = await findDesign(db, uuid);
  if (!row || !furnitureTypeIs(row.furnitureType)) {
    throw new HttpError('design_not_found', 'Design not found');
  }
  const checked = checkDesign(row.furnitureType, row.structure as Record<string, unknown>, 'structure');
  return { ...checked, uuid: row.uuid, name: row.name, createdAt: row.createdAt };
}

import type { DesignBase, FurnitureType } from '@masswerk/domain';

/**
 * What saving a design gave: its uuid and the write token that lets this browser store its pictures
 * (none when an earlier save of the same design is reused), or why not (422 with a message and
 * fields, or a failed connection).
 */
export type SaveResult =
  | { ok: true; uuid: string; writeToken?: string }
  | { ok: false; kind: 'invalid'; message: string; fields: { path: string; message: string }[] }
  | { ok: false; kind: 'network' };

/** Saves a design with POST /api/designs (designs are immutable: every save is a new uuid with its own write token). */
export async function designSave(furnitureType: FurnitureType, structure: DesignBase, fetcher: typeof fetch = fetch): Promise<SaveResult> {
  let response: Response;
  try {
    response = await fetcher('/api/designs', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ furniture_type: furnitureType, structure }),
    });
  } catch {
    return { ok: false, kind: 'network' };
  }
  const body = (await response.json().catch(() => null)) as { uuid?: string; writeToken?: string; error?: { message?: string; fields?: { path: string; message: string }[] } } | null;
  if (response.ok && typeof body?.uuid === 'string') return { ok: true, uuid: body.uuid, ...(typeof body.writeToken === 'string' ? { writeToken: body.writeToken } : {}) };
  if (response.status >= 400 && response.status < 500 && body?.error) {
    return { ok: false, kind: 'invalid', message: body.error.message ?? '', fields: body.error.fields ?? [] };
  }
  return { ok: false, kind: 'network' };
}

/** What storing a design image gave: its URL, or a failure (the design itself stays saved either way). */
export type ImageUploadResult = { ok: true; url: string } | { ok: false; status: number | null };

/**
 * Stores an image of a saved design with PUT /api/designs/{uuid}/images/{index} (PNG, JPEG or WebP, at
 * most 2 MB), proving with the write token of its save that this browser saved it.
 */
export async function designImageUpload(uuid: string, writeToken: string, index: number, image: Blob, fetcher: typeof fetch = fetch): Promise<ImageUploadResult> {
  try {
    const response = await fetcher(`/api/designs/${encodeURIComponent(uuid)}/images/${index}`, {
      method: 'PUT',
      headers: { 'content-type': image.type || 'image/png', accept: 'application/json', authorization: `Bearer ${writeToken}` },
      body: image,
    });
    const body = (await response.json().catch(() => null)) as { url?: string } | null;
    return response.status === 201 && typeof body?.url === 'string' ? { ok: true, url: body.url } : { ok: false, status: response.status };
  } catch {
    return { ok: false, status: null };
  }
}

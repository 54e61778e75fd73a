import { apiErrorSchema, apiPath, createDesignRoute, putDesignImageRoute, saveDesignRoute, type SaveDesignInput } from '@masswerk/contract';
import type { DesignBase, FurnitureType } from '@masswerk/domain';

const createDesignAnswer = createDesignRoute.responses[201].schema;

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
    response = await fetcher(apiPath(createDesignRoute), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ furniture_type: furnitureType, structure }),
    });
  } catch {
    return { ok: false, kind: 'network' };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 201) {
    const created = createDesignAnswer.safeParse(body);
    if (created.success) return { ok: true, ...created.data };
  }
  const failure = apiErrorSchema.safeParse(body);
  if (response.status >= 400 && response.status < 500 && failure.success) {
    return { ok: false, kind: 'invalid', message: failure.data.error.message, fields: failure.data.error.fields ?? [] };
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
    const response = await fetcher(apiPath(putDesignImageRoute, { params: { uuid, index } }), {
      method: 'PUT',
      headers: { 'content-type': image.type || 'image/png', accept: 'application/json', authorization: `Bearer ${writeToken}` },
      body: image,
    });
    const stored = putDesignImageRoute.responses[201].schema.safeParse(await response.json().catch(() => null));
    return response.status === 201 && stored.success ? { ok: true, url: stored.data.url } : { ok: false, status: response.status };
  } catch {
    return { ok: false, status: null };
  }
}

/**
 * Save by e-mail (POST /api/users/save-design): answers whether the mail is on its way, the address was
 * refused, the shop asks to wait, or the request failed (offline, or the server gone).
 */
export async function designSaveByEmail(body: SaveDesignInput, fetcher: typeof fetch = fetch): Promise<'sent' | 'invalid' | 'tooMany' | 'error'> {
  try {
    const res = await fetcher(apiPath(saveDesignRoute), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.ok) return 'sent';
    if (res.status === 400) return 'invalid';
    if (res.status === 429) return 'tooMany';
  } catch {
    // Offline or the server gone: said as an error.
  }
  return 'error';
}

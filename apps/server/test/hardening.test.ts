import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import sharp from 'sharp';
import { apiErrorSchema, designCreatedSchema } from '@masswerk/contract';
import { encodeDesign, familyOf } from '@masswerk/domain';
import { findDesign, findDesignOwner } from '../src/db/designs.ts';
import { listen } from '../src/lifecycle.ts';
import { testAppForFile } from './test-app.ts';

// One test per class of defect of the hardening issue, each against the real app on a real database.

const t = testAppForFile();

const json = (body: unknown, type = 'application/json') => ({ method: 'POST', headers: { 'content-type': type }, body: JSON.stringify(body) });
const cushion = () => familyOf('cushion').defaults();

async function save(name?: string) {
  const res = await t.request('/api/designs', json({ furniture_type: 'cushion', structure: cushion(), ...(name ? { name } : {}) }));
  expect(res.status).toBe(201);
  return designCreatedSchema.parse(await res.json());
}

async function errorOf(res: Response) {
  return apiErrorSchema.parse(await res.json()).error;
}

/** A request body that sends `first` and then never ends (until the test is over). */
function endlessBody(first: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(first);
    },
  });
}

const png = async (width: number, height: number, color = '#c8a27a') =>
  new Uint8Array(await sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer());

const put = (uuid: string, body: RequestInit['body'], headers: Record<string, string>) =>
  t.request(`/api/designs/${uuid}/images/0`, { method: 'PUT', headers, body, duplex: 'half' } as RequestInit);

describe('who may write what', () => {
  it("a second client can neither replace a design's picture nor learn that it saved the same design", async () => {
    const owner = await save('Mine');
    const ownPicture = await png(40, 30, '#aa0000');
    expect((await put(owner.uuid, ownPicture, { 'content-type': 'image/png', authorization: `Bearer ${owner.writeToken}` })).status).toBe(201);
    const stored = new Uint8Array(await (await t.request(`/api/designs/${owner.uuid}/images/0`)).arrayBuffer());

    // The other client saves the very same structure: a design of its own, answered exactly alike.
    const other = await save();
    expect(other.uuid).not.toBe(owner.uuid);
    const otherInfo = (await (await t.request(`/api/designs/info/${other.uuid}`)).json()) as { name: string | null };
    expect(otherInfo.name).toBeNull();

    const theirs = await png(40, 30, '#00aa00');
    const anonymous = await put(owner.uuid, theirs, { 'content-type': 'image/png' });
    expect(anonymous.status).toBe(401);
    expect((await errorOf(anonymous)).code).toBe('write_token_required');
    const withTheirToken = await put(owner.uuid, theirs, { 'content-type': 'image/png', authorization: `Bearer ${other.writeToken}` });
    expect(withTheirToken.status).toBe(403);
    expect((await errorOf(withTheirToken)).message).toMatch(/only whoever saved it/);
    const forged = await put(owner.uuid, theirs, { 'content-type': 'image/png', authorization: `Bearer ${'A'.repeat(43)}` });
    expect(forged.status).toBe(403);

    const after = new Uint8Array(await (await t.request(`/api/designs/${owner.uuid}/images/0`)).arrayBuffer());
    expect(after).toEqual(stored);
  });

  it('never stores the write token itself', async () => {
    const { uuid, writeToken } = await save();
    const stored = (await findDesignOwner(t.database.db, uuid))!.writeTokenHash!;
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(writeToken);
    expect(JSON.stringify(await findDesign(t.database.db, uuid))).not.toContain(writeToken);
  });
});

describe('bounded work per request', () => {
  it('refuses a short compressedStructure that would decode to megabytes, with a small answer', async () => {
    const bomb = encodeDesign({ furniture_type: 'cushion', x: 'a'.repeat(8_000_000) });
    expect(bomb.length).toBeLessThan(1_000);
    const res = await t.request(`/api/designs/prices/calculate/new?compressedStructure=${bomb}`);
    expect(res.status).toBe(400);
    expect((await res.text()).length).toBeLessThan(2_000);
  });

  it('refuses a design with more parts than any piece has before its rules run', async () => {
    const sofa = familyOf('flayr').defaults() as unknown as { modules: unknown[] };
    const res = await t.request('/api/designs', json({ furniture_type: 'flayr', structure: { ...sofa, modules: Array.from({ length: 400 }, () => sofa.modules[0]) } }));
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual([{ path: 'body.structure.modules', message: 'This list has 400 items; no piece of furniture has more than 64.' }]);
  });

  it('reports at most 20 problems of a design, however many it has', async () => {
    // A sofa of 64 copies of one module breaks over a hundred rules.
    const sofa = familyOf('flayr').defaults() as unknown as { modules: unknown[] };
    const structure = { ...sofa, modules: Array.from({ length: 64 }, () => sofa.modules[0]) };
    const res = await t.request('/api/designs', json({ furniture_type: 'flayr', structure }));
    expect(res.status).toBe(422);
    const text = await res.text();
    expect(text.length).toBeLessThan(10_000);
    const error = apiErrorSchema.parse(JSON.parse(text)).error;
    expect(error.fields).toHaveLength(20);
    expect(error.message).toMatch(/\(and \d+ more\)$/);
  });

  it('refuses a body larger than the route takes from its Content-Length, before reading it', async () => {
    const declared = await t.request('/api/designs', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(50_000_000) },
      body: endlessBody(new TextEncoder().encode('{"furniture_type":')),
      duplex: 'half',
    } as RequestInit);
    expect(declared.status).toBe(413);
    expect((await errorOf(declared)).code).toBe('request_too_large');

    // Without a length (chunked), it is cut off as soon as it passes the limit.
    const chunked = await t.request('/api/designs', json({ furniture_type: 'cushion', structure: { pad: 'x'.repeat(200_000) } }));
    expect(chunked.status).toBe(413);
  });

  it('checks the design and the write token before reading a picture, and the size from its Content-Length', async () => {
    const { uuid, writeToken } = await save();
    const never = () => endlessBody(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    const unknown = await put('5f0c6a56-2a5b-4d7a-9d0e-0a0a0a0a0a0a', never(), { 'content-type': 'image/png', authorization: `Bearer ${writeToken}` });
    expect(unknown.status).toBe(404);
    expect((await put(uuid, never(), { 'content-type': 'image/png' })).status).toBe(401);
    const huge = await put(uuid, never(), { 'content-type': 'image/png', 'content-length': '3000000', authorization: `Bearer ${writeToken}` });
    expect(huge.status).toBe(413);
  });

  it('takes PNG, JPEG and WebP recognised by their bytes, never SVG, TIFF, GIF, HEIF or AVIF, whatever the declared type', async () => {
    const { uuid, writeToken } = await save();
    const auth = { authorization: `Bearer ${writeToken}` };
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><filter id="f"><feTurbulence numOctaves="99"/></filter><rect width="100%" height="100%" filter="url(#f)"/></svg>',
    );
    const started = Date.now();
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      const res = await put(uuid, svg, { 'content-type': type, ...auth });
      expect(res.status, type).toBe(415);
      expect((await errorOf(res)).code).toBe('not_an_image');
    }
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await put(uuid, svg, { 'content-type': 'image/svg+xml', ...auth })).status).toBe(415);
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } });
    for (const bytes of [await base.clone().tiff().toBuffer(), await base.clone().gif().toBuffer()]) {
      expect((await put(uuid, new Uint8Array(bytes), { 'content-type': 'image/png', ...auth })).status).toBe(415);
    }
    for (const [type, bytes] of [
      ['image/png', await base.clone().png().toBuffer()],
      ['image/jpeg', await base.clone().jpeg().toBuffer()],
      ['image/webp', await base.clone().webp().toBuffer()],
    ] as const) {
      expect((await put(uuid, new Uint8Array(bytes), { 'content-type': type, ...auth })).status, type).toBe(201);
    }
  });

  it('refuses a picture of more pixels than the limit without decoding it', async () => {
    const { uuid, writeToken } = await save();
    const res = await put(uuid, await png(4200, 4000), { 'content-type': 'image/png', authorization: `Bearer ${writeToken}` });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe('image_too_large');
  });
});

describe('bad input gets a clear 4xx, never a 5xx', () => {
  it('refuses NUL bytes and lone surrogates in any field, path or query with a 400 naming the field', async () => {
    const cases: [string, RequestInit | undefined, string][] = [
      ['/api/designs', { ...json({ furniture_type: 'cushion', structure: cushion(), name: 'a\u0000b' }) }, 'body.name'],
      ['/api/designs', { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"furniture_type":"cushion","structure":${JSON.stringify(cushion())},"name":"a\\ud800b"}` }, 'body.name'],
      ['/api/designs', { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"furniture_type":"cushion","structure":{"x\\u0000":1}}` }, 'body.structure.x?'],
      ['/api/content/pages/by-path?locale=en_GB&path=/a%00b', undefined, 'query.path'],
      ['/api/content/faq?locale=en_GB%00', undefined, 'query.locale'],
    ];
    for (const [path, init, field] of cases) {
      const res = await t.request(path, init);
      expect(res.status, path).toBe(400);
      const error = await errorOf(res);
      expect(error.fields?.map((f) => f.path), path).toContain(field);
      expect(error.message).not.toMatch(/Invalid input|expected .*, received/);
    }
  });

  it('says what is wrong with a field in words, not in the validator’s terms', async () => {
    const res = await t.request('/api/designs/prices/calculate/new?quantity=abc&country=xx');
    const error = await errorOf(res);
    expect(res.status).toBe(400);
    for (const field of error.fields!) expect(field.message).not.toMatch(/Invalid input|expected .*, received/);
    const created = await t.request('/api/designs', json({ furniture_type: 'cushion', structure: cushion(), name: 5 }));
    expect((await errorOf(created)).fields).toEqual([{ path: 'body.name', message: 'must be text' }]);
  });

  it('answers a wrong method on an existing path with 405 and Allow', async () => {
    const wrong = await t.request('/api/designs/defaults/shelf', { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD');
    expect((await errorOf(wrong)).code).toBe('method_not_allowed');
    const image = await t.request('/api/designs/5f0c6a56-2a5b-4d7a-9d0e-0a0a0a0a0a0a/images/0', { method: 'POST' });
    expect(image.status).toBe(405);
    expect(image.headers.get('allow')).toBe('GET, HEAD, PUT');
    expect((await t.request('/api/designs', { method: 'GET' })).headers.get('allow')).toBe('POST');
    expect((await t.request('/api/nothing-here')).status).toBe(404);
  });

  it('takes a JSON write only as exactly application/json (no other site can post it without a preflight)', async () => {
    const body = { furniture_type: 'cushion', structure: cushion() };
    for (const type of ['text/plain', 'text/plain; application/json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=application/json', 'application/jsonx', 'application/json; charset=latin1']) {
      const res = await t.request('/api/designs', json(body, type));
      expect(res.status, type).toBe(415);
    }
    expect((await t.request('/api/designs', json(body, 'application/json; charset=UTF-8'))).status).toBe(201);
  });

  it('does not log a client that hangs up mid-upload as a server error', async () => {
    const { uuid, writeToken } = await save();
    const server = await listen(t.app, 0, '127.0.0.1', pino({ level: 'silent' }));
    try {
      const errorsBefore = t.logs.filter((entry) => entry.level >= 50).length;
      await new Promise<void>((resolve) => {
        const socket = connect(server.port, '127.0.0.1', () => {
          socket.write(
            `PUT /api/designs/${uuid}/images/0 HTTP/1.1\r\nHost: localhost\r\nContent-Type: image/png\r\nAuthorization: Bearer ${writeToken}\r\nContent-Length: 100000\r\n\r\n`,
          );
          socket.write(Buffer.alloc(5_000, 1), () => setTimeout(() => socket.destroy(), 100));
        });
        socket.on('close', () => resolve());
        socket.on('error', () => undefined);
      });
      await expect.poll(() => t.logs.some((entry) => entry.msg === 'client closed the request'), { timeout: 5_000 }).toBe(true);
      expect(t.logs.filter((entry) => entry.level >= 50).length).toBe(errorsBefore);
    } finally {
      await server.stop(1_000);
    }
  });
});

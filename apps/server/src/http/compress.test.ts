import { Hono } from 'hono';
import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, compressing, pickEncoding } from './compress.ts';

const page = `<!DOCTYPE html><html><body>${'<p>Regal nach Maß, Kleiderschrank, Sofa.</p>'.repeat(200)}</body></html>`;

function appAnswering(body: () => string | ReadableStream<Uint8Array>, headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8' }) {
  const app = new Hono();
  app.use('*', compress());
  app.get('*', () => new Response(body(), { headers }));
  return app;
}

describe('pickEncoding', () => {
  it('prefers brotli, falls back to gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe('compress', () => {
  it('sends a page brotli-compressed to a browser and gzip-compressed to an older client, both decoding to the page', async () => {
    const app = appAnswering(() => page);
    const br = await app.request('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(brBytes).toString()).toBe(page);

    const gz = await app.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(page);
  });

  it('drops the size of the uncompressed file (a static SVG comes with its Content-Length), so the browser does not wait for bytes that never come', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`;
    const app = appAnswering(() => svg, { 'Content-Type': 'image/svg+xml', 'Content-Length': String(Buffer.byteLength(svg)) });
    const br = await app.request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Content-Length')).toBeNull();
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(svg);
  });

  it('leaves alone what the client cannot decode, what is already encoded, small answers and pictures', async () => {
    const plain = await appAnswering(() => page).request('/', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(page);

    const encoded = await appAnswering(() => 'already', { 'Content-Type': 'text/javascript', 'Content-Encoding': 'br' }).request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(encoded.headers.get('Content-Encoding')).toBe('br');
    expect(await encoded.text()).toBe('already');

    const small = await appAnswering(() => 'tiny', { 'Content-Type': 'text/plain', 'Content-Length': '4' }).request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();

    const picture = await appAnswering(() => page, { 'Content-Type': 'image/webp' }).request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(picture.headers.get('Content-Encoding')).toBeNull();
  });

  it('keeps a streamed page streaming: the first part reaches the client before the server has written the rest', async () => {
    let releaseRest!: () => void;
    const rest = new Promise<void>((resolve) => (releaseRest = resolve));
    const app = appAnswering(
      () =>
        new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(new TextEncoder().encode('<html><body><main>shell</main>'));
            await rest;
            controller.enqueue(new TextEncoder().encode('<script>deferred data</script></body></html>'));
            controller.close();
          },
        }),
    );
    const response = await app.request('/', { headers: { 'Accept-Encoding': 'br' } });
    const reader = response.body!.getReader();
    const decoder = createBrotliDecompress();
    const decoded: string[] = [];
    decoder.on('data', (chunk: Buffer) => decoded.push(chunk.toString()));
    // Without a flush when the source goes quiet, this read would wait for the rest forever.
    while (!decoded.join('').includes('shell')) {
      const { value } = await reader.read();
      await new Promise<void>((resolve) => decoder.write(value!, () => setImmediate(resolve)));
    }
    expect(decoded.join('')).toBe('<html><body><main>shell</main>');
    releaseRest();
    for (let part = await reader.read(); !part.done; part = await reader.read()) decoder.write(part.value);
    await new Promise<void>((resolve) => decoder.end(resolve));
    expect(decoded.join('')).toBe('<html><body><main>shell</main><script>deferred data</script></body></html>');
  });
});

describe('compress, when the client goes away', () => {
  it('stops compressing quietly: output still pending in the compressor when the page is cancelled throws nothing', async () => {
    const transform = compressing('br');
    const writer = transform.writable.getWriter();
    const reader = transform.readable.getReader();
    const first = reader.read();
    await writer.write(new TextEncoder().encode(page.repeat(20)));
    // The client leaves while the compressor is still working on what the server wrote; its output
    // arrives after the cancel, and handing it on would throw from a zlib event (an uncaught
    // exception: vitest reports it, and in the server it would stop the process).
    await reader.cancel();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});

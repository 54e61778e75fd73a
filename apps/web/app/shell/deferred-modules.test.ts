import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL, MODULE_LOADER, deferInHtml, deferModules } from './deferred-modules';

// The shape React Router and React render: module preloads hoisted into <head>, the module script
// after the page, then the streamed loader data.
const page = [
  '<!DOCTYPE html><html lang="de-DE"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" type="image/webp" fetchPriority="high" href="/fit/1000/0/no/0/plain/images/hero.svg@webp"/>',
  '<link rel="modulepreload" href="/assets/entry.client-abc.js"/><link rel="modulepreload" href="/assets/framework-def.js"/>',
  '<style>a>b{color:red}</style></head><body><main><h1>Möbel nach Maß</h1><p>1 &lt; 2</p>',
  '<img fetchpriority="high" src="/fit/1000/0/no/0/plain/images/hero.svg@webp"/></main>',
  '<script>window.__reactRouterContext = {"a":1};</script>',
  '<script type="module" async="">;\nimport * as route0 from "/assets/root-ghi.js";\nimport("/assets/entry.client-abc.js");</script>',
  '<script>for(var b=0;b<a.length;b+=2){}</script></body></html>',
].join('');

async function streamed(chunks: string[]): Promise<string> {
  const source = new ReadableStream<string>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  let out = '';
  const reader = source.pipeThrough(deferModules()).getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) out += part.value;
  return out;
}

describe('deferInHtml', () => {
  it('renames the module script and the module preloads and leaves everything else as it was', () => {
    const html = deferInHtml(page);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(`<script type="${DEFERRED_MODULE_TYPE}" async="">;\nimport * as route0`);
    expect(html.split(`<link rel="${DEFERRED_PRELOAD_REL}" href=`)).toHaveLength(3);
    expect(html.replaceAll(DEFERRED_MODULE_TYPE, 'module').replaceAll(DEFERRED_PRELOAD_REL, 'modulepreload')).toBe(page);
  });
});

describe('deferInHtml with a CSP nonce', () => {
  // React Router writes the nonce before the type, React puts it on its own scripts too.
  const nonced = page.replaceAll('<script>', '<script nonce="q1+/w==">').replace('<script type="module"', '<script nonce="q1+/w==" type="module"');

  it('renames the module script all the same and keeps its nonce, so the loader can hand it on', () => {
    const html = deferInHtml(nonced);
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`<script nonce="q1+/w==" type="${DEFERRED_MODULE_TYPE}" async="">;\nimport * as route0`);
    expect(html.replaceAll(DEFERRED_MODULE_TYPE, 'module').replaceAll(DEFERRED_PRELOAD_REL, 'modulepreload')).toBe(nonced);
  });
});

describe('deferModules', () => {
  it('gives the same page however the stream cuts it into chunks', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.integer({ min: 1, max: page.length - 1 }), { maxLength: 40 }), async (cuts) => {
        const at = [0, ...cuts.sort((a, b) => a - b), page.length];
        const chunks = at.slice(1).map((end, i) => page.slice(at[i], end));
        expect(await streamed(chunks)).toBe(deferInHtml(page));
      }),
    );
  });

  it('streams on: the part of a chunk before an unfinished tag goes out at once', async () => {
    const transform = deferModules();
    const writer = transform.writable.getWriter();
    const reader = transform.readable.getReader();
    void writer.write('<main><h1>Regal</h1><link rel="module');
    expect((await reader.read()).value).toBe('<main><h1>Regal</h1>');
    void writer.write('preload" href="/a.js"/></main>');
    void writer.close();
    expect((await reader.read()).value).toBe(`<link rel="${DEFERRED_PRELOAD_REL}" href="/a.js"/></main>`);
  });
});

describe('MODULE_LOADER', () => {
  it('is one self-contained script that looks for the names the server gives', () => {
    expect(() => new Function(MODULE_LOADER)).not.toThrow();
    expect(MODULE_LOADER).toContain(`script[type="${DEFERRED_MODULE_TYPE}"]`);
    expect(MODULE_LOADER).toContain(`link[rel="${DEFERRED_PRELOAD_REL}"]`);
  });

  it('starts the module script after the page\'s first frame, with the nonce of the one the server renamed (an inline script without it would be refused)', async () => {
    // happy-dom has no `nonce` property; a browser's reflects the attribute (and hides the attribute itself).
    Object.defineProperty(HTMLElement.prototype, 'nonce', {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('nonce') ?? '';
      },
      set(this: HTMLElement, value: string) {
        this.setAttribute('nonce', value);
      },
    });
    try {
      document.head.innerHTML = '';
      document.body.innerHTML = `<script nonce="q1+/w==" type="${DEFERRED_MODULE_TYPE}">window.started = 1;</script>`;
      new Function(MODULE_LOADER)();
      // The page without a main picture paints first: nothing starts in the loader's own task.
      expect(document.head.querySelector('script[type="module"]')).toBeNull();
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const started = document.head.querySelector('script[type="module"]');
      expect(started?.textContent).toBe('window.started = 1;');
      expect(started?.getAttribute('nonce')).toBe('q1+/w==');
    } finally {
      delete (HTMLElement.prototype as { nonce?: string }).nonce;
      document.head.innerHTML = '';
      document.body.innerHTML = '';
    }
  });
});

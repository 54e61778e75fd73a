// A row group of `npm run bench`, or alone: `node --import tsx bench/src/hostile-requests.ts`
// How long the worst requests a client can send hold the server's one thread: each is answered by the
// real app in process (PGlite runs in the same thread, so this is all of the main thread's work).
import { pathToFileURL } from 'node:url';
import { encodeDesign, familyOf, REFERENCE_DESIGNS } from '@masswerk/domain';
import { openTestApp } from '../../apps/server/test/test-app.ts';
import type { Row } from './table.ts';

type TestApp = Awaited<ReturnType<typeof openTestApp>>;

interface Hostile {
  name: string;
  send: (t: TestApp) => Response | Promise<Response>;
}

const json = (body: string) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body });
const sofa = familyOf('flayr').defaults() as unknown as { modules: unknown[] };
const crowdedSofa = JSON.stringify({ furniture_type: 'flayr', structure: { ...sofa, modules: Array.from({ length: 400 }, () => sofa.modules[0]) } });
const fullSofa = JSON.stringify({ furniture_type: 'flayr', structure: { ...sofa, modules: Array.from({ length: 64 }, () => sofa.modules[0]) } });
const deep = `{"furniture_type":"cushion","structure":${'{"a":'.repeat(60)}1${'}'.repeat(60)}}`;
const bomb = encodeDesign({ x: 'a'.repeat(8_000_000) });
const largestShelf = encodeDesign(REFERENCE_DESIGNS.shelf.largest);
const padded = JSON.stringify({ furniture_type: 'cushion', structure: { ...familyOf('cushion').defaults(), pad: 'x\u00e9'.repeat(40_000) } });

const HOSTILE: Hostile[] = [
  { name: 'sofa of 400 modules (126 KB)', send: (t) => t.request('/api/designs', json(crowdedSofa)) },
  { name: 'sofa of 64 modules (127 broken rules)', send: (t) => t.request('/api/designs', json(fullSofa)) },
  { name: 'design body at the 128 KB limit', send: (t) => t.request('/api/designs', json(padded)) },
  { name: 'JSON nested 60 deep', send: (t) => t.request('/api/designs', json(deep)) },
  { name: 'short compressedStructure that would decode to 8 MB', send: (t) => t.request(`/api/designs/prices/calculate/new?compressedStructure=${bomb}`) },
  { name: 'largest shelf priced from its compressedStructure', send: (t) => t.request(`/api/designs/prices/calculate/new?furniture_type=shelf&compressedStructure=${largestShelf}`) },
];

/** Main-thread time of the most expensive requests we accept or refuse: median and worst of 30 each. */
export async function hostileRequestRows(): Promise<Row[]> {
  const t = await openTestApp();
  try {
    const rows: Row[] = [];
    for (const hostile of HOSTILE) {
      const times: number[] = [];
      let status = 0;
      for (let i = 0; i < 35; i++) {
        const started = performance.now();
        const res = await hostile.send(t);
        await res.arrayBuffer();
        if (i >= 5) times.push(performance.now() - started); // the first five warm the JIT
        status = res.status;
      }
      times.sort((a, b) => a - b);
      rows.push({
        group: 'hostile',
        name: `${hostile.name}: ${status}, median / worst of ${times.length}`,
        value: `${times[times.length >> 1]!.toFixed(1)} / ${times[times.length - 1]!.toFixed(1)} ms`,
        target: '< 16 ms (a frame)',
      });
    }
    return rows;
  } finally {
    await t.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { printTable } = await import('./table.ts');
  printTable(await hostileRequestRows());
}

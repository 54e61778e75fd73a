// The real application plus one empty Hono route, in one process, for side-by-side throughput.
import { serve } from '@hono/node-server';
import { pino } from 'pino';
import { createApp } from '../../apps/server/src/app.ts';
import { configFrom } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seed } from '../../apps/server/src/db/seed.ts';
import { fitImages } from '../../apps/server/src/services/images/fit-image.ts';
import { fileImageStore } from '../../apps/server/src/storage/image-store.ts';
import { tmpdir } from 'node:os';

const config = configFrom({ LOG_LEVEL: 'silent' });
const database = await openDatabase({ memory: true });
await seed(database.db, config);
const app = createApp({
  database, config, logger: pino({ level: 'silent' }), images: fileImageStore(`${tmpdir()}/masswerk-bench-images`),
  fitImages: fitImages({ publicDir: `${tmpdir()}/masswerk-bench-public`, cacheDir: `${tmpdir()}/masswerk-bench-image-cache` }),
  startedAt: Date.now() });
app.get('/bench/empty', (c) => c.body(null, 204));
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(JSON.stringify({ port: info.port }));
});
process.on('SIGTERM', () => void database.close().then(() => process.exit(0)));

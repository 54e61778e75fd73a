// `npm run bench`: every figure the issues ask for, printed as one table.
import { coldStartRows } from './cold-start.ts';
import { configuratorRows } from './configurator.ts';
import { domainRows } from './domain.ts';
import { fuzzRows } from './fuzz.ts';
import { hostileRequestRows } from './hostile-requests.ts';
import { lighthouseRows } from './lighthouse.ts';
import { purchaseRows } from './purchase.ts';
import { throughputRows } from './throughput.ts';
import { printTable, type Row } from './table.ts';

const rows: Row[] = [];
rows.push(...domainRows());
rows.push(...(await coldStartRows()));
rows.push(...(await throughputRows()));
rows.push(...(await purchaseRows()));
rows.push(...(await hostileRequestRows()));
rows.push(...(await fuzzRows()));
rows.push(...(await lighthouseRows()));
rows.push(...(await configuratorRows()));
printTable(rows);

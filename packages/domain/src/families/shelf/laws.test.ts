import { vi } from 'vitest';
import { familyLaws } from '../family-laws.ts';
import { shelfFamily } from './index.ts';

// A shelf has many options (fronts at every section of up to 11 columns), and the determinism law
// recomputes all of them twice for every reachable design; give it room on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

familyLaws(shelfFamily);

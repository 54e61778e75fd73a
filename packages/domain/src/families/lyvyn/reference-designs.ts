/** Reference lyvyn designs for golden files and benchmarks: straight, L, U, ottoman, storage, sleeping, lounge, largest. */
import { leggedSofaReferenceDesigns } from '../sofa/reference-designs.ts';
import type { LyvynDesign } from './design.ts';
import { lyvynDefaults } from './design.ts';
import { lyvynLine } from './line.ts';

export const lyvynReferenceDesigns = leggedSofaReferenceDesigns(lyvynLine, lyvynDefaults(), { type: 'corner', height: 'normal', color: 'chrome' }) as Readonly<Record<string, LyvynDesign>>;

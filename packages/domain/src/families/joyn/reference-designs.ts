/** Reference joyn designs for golden files and benchmarks: straight, L, U, ottoman, storage, sleeping, lounge, largest. */
import { leggedSofaReferenceDesigns } from '../sofa/reference-designs.ts';
import type { JoynDesign } from './design.ts';
import { joynDefaults } from './design.ts';
import { joynLine } from './line.ts';

export const joynReferenceDesigns = leggedSofaReferenceDesigns(joynLine, joynDefaults(), { type: 'frame', height: 'normal', color: 'metal_stainless' }) as Readonly<Record<string, JoynDesign>>;

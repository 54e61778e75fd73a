import { sofaLaws } from '../sofa/test-laws.ts';
import { lyvynFamily } from './index.ts';
import { lyvynReferenceDesigns } from './reference-designs.ts';

sofaLaws(lyvynFamily, lyvynReferenceDesigns);

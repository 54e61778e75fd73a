import { sofaLaws } from '../sofa/test-laws.ts';
import { lyvynFamily, lyvynReferenceDesigns } from './index.ts';

sofaLaws(lyvynFamily, lyvynReferenceDesigns);

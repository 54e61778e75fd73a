import { sofaLaws } from '../sofa/test-laws.ts';
import { pyllowFamily } from './index.ts';
import { pyllowReferenceDesigns } from './reference-designs.ts';

sofaLaws(pyllowFamily, pyllowReferenceDesigns);

import { sofaLaws } from '../sofa/test-laws.ts';
import { pyllowFamily, pyllowReferenceDesigns } from './index.ts';

sofaLaws(pyllowFamily, pyllowReferenceDesigns);

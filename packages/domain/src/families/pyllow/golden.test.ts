import { goldenFiles, UPHOLSTERY_GOLDEN } from '../kit/test-golden.ts';
import { pyllowFamily } from './index.ts';
import { pyllowReferenceDesigns } from './reference-designs.ts';

goldenFiles(pyllowFamily, pyllowReferenceDesigns, UPHOLSTERY_GOLDEN);

import { goldenFiles, UPHOLSTERY_GOLDEN } from '../kit/test-golden.ts';
import { lyvynFamily } from './index.ts';
import { lyvynReferenceDesigns } from './reference-designs.ts';

goldenFiles(lyvynFamily, lyvynReferenceDesigns, UPHOLSTERY_GOLDEN);

import { goldenFiles, UPHOLSTERY_GOLDEN } from '../kit/test-golden.ts';
import { cushionFamily } from './index.ts';
import { cushionReferenceDesigns } from './reference-designs.ts';

goldenFiles(cushionFamily, cushionReferenceDesigns, UPHOLSTERY_GOLDEN);

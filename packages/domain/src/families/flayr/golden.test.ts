import { goldenFiles, UPHOLSTERY_GOLDEN } from '../kit/test-golden.ts';
import { flayrFamily } from './index.ts';
import { flayrReferenceDesigns } from './reference-designs.ts';

goldenFiles(flayrFamily, flayrReferenceDesigns, UPHOLSTERY_GOLDEN);

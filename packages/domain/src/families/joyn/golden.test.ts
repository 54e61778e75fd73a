import { goldenFiles, UPHOLSTERY_GOLDEN } from '../kit/test-golden.ts';
import { joynFamily } from './index.ts';
import { joynReferenceDesigns } from './reference-designs.ts';

goldenFiles(joynFamily, joynReferenceDesigns, UPHOLSTERY_GOLDEN);

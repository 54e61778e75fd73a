import { sofaLaws } from '../sofa/test-laws.ts';
import { flayrFamily, flayrReferenceDesigns } from './index.ts';

sofaLaws(flayrFamily, flayrReferenceDesigns);

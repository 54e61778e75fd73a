import { sofaLaws } from '../sofa/test-laws.ts';
import { flayrFamily } from './index.ts';
import { flayrReferenceDesigns } from './reference-designs.ts';

sofaLaws(flayrFamily, flayrReferenceDesigns);

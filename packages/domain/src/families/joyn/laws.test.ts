import { sofaLaws } from '../sofa/test-laws.ts';
import { joynFamily } from './index.ts';
import { joynReferenceDesigns } from './reference-designs.ts';

sofaLaws(joynFamily, joynReferenceDesigns);

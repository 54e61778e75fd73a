import { sofaLaws } from '../sofa/test-laws.ts';
import { joynFamily, joynReferenceDesigns } from './index.ts';

sofaLaws(joynFamily, joynReferenceDesigns);

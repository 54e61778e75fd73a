import { familyLaws } from '../family-laws.ts';
import { cushionFamily } from './index.ts';

familyLaws(cushionFamily);

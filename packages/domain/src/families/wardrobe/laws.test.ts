import { familyLaws } from '../family-laws.ts';
import { wardrobeFamily } from './index.ts';

familyLaws(wardrobeFamily);

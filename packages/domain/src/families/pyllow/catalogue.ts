/** Pyllow parts: SKUs 340.xxx.xx, derived from every module variant; 25 % above joyn for the deep pillow build. */
import type { CatalogueEntry } from '../../catalogue/entry.ts';
import { sofaCatalogue } from '../sofa/catalogue.ts';
import { pyllowDefaults, pyllowToGeneric } from './design.ts';
import { pyllowLine } from './line.ts';

/** Derived on first use (sofaFamilyOf keeps it): a page that never prices a pyllow does not derive it. */
export const pyllowCatalogue = (): readonly CatalogueEntry[] => sofaCatalogue(pyllowLine, pyllowToGeneric(pyllowDefaults()), 1.25);

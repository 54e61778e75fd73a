/** Flayr parts: SKUs 310.xxx.xx, derived from every module variant; 15 % above joyn for the deep seats. */
import type { CatalogueEntry } from '../../catalogue/entry.ts';
import { sofaCatalogue } from '../sofa/catalogue.ts';
import { flayrDefaults } from './design.ts';
import { flayrLine } from './line.ts';

/** Derived on first use (sofaFamilyOf keeps it): a page that never prices a flayr does not derive it. */
export const flayrCatalogue = (): readonly CatalogueEntry[] => sofaCatalogue(flayrLine, flayrDefaults(), 1.15);

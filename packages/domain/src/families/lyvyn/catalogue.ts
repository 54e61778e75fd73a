/** Lyvyn parts: SKUs 330.xxx.xx, derived from every module variant; 10 % above joyn for the rounded cushions. */
import type { CatalogueEntry } from '../../catalogue/entry.ts';
import { sofaCatalogue } from '../sofa/catalogue.ts';
import { lyvynDefaults } from './design.ts';
import { lyvynLine } from './line.ts';

/** Derived on first use (sofaFamilyOf keeps it): a page that never prices a lyvyn does not derive it. */
export const lyvynCatalogue = (): readonly CatalogueEntry[] => sofaCatalogue(lyvynLine, lyvynDefaults(), 1.1);

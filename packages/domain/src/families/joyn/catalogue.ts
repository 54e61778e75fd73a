/** Joyn parts: SKUs 320.xxx.xx, derived from every module variant of the line. */
import type { CatalogueEntry } from '../../catalogue/entry.ts';
import { sofaCatalogue } from '../sofa/catalogue.ts';
import { joynDefaults } from './design.ts';
import { joynLine } from './line.ts';

/** Derived on first use (sofaFamilyOf keeps it): a page that never prices a joyn does not derive it. */
export const joynCatalogue = (): readonly CatalogueEntry[] => sofaCatalogue(joynLine, joynDefaults(), 1);

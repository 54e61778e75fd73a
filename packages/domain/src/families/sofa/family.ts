/**
 * Builds a Family from a sofa line: the same layout, rules, options, elements and catalogue for
 * flayr, joyn, lyvyn and pyllow; a family only supplies its line, views, schema and design form.
 */
import type { CatalogueEntry } from '../../catalogue/entry.ts';
import type { ParseResult } from '../../design/issue.ts';
import type { AssemblyRecommendation, DesignBase, Family, FamilyViews } from '../family.ts';
import { familyFrom } from '../kit/family.ts';
import { sofaApply, sofaDerive, sofaModuleNew } from './edit.ts';
import type { SofaLine } from './line.ts';
import { moduleIsFree, moduleIsStorageBox, sofaDimensions, sofaElements, sofaLayoutShape, sofaModel } from './model.ts';
import { sofaOptions } from './options.ts';
import { sofaValidate } from './rules.ts';
import type { SofaDesign, SofaModule } from './types.ts';

/** Assembly feature of all sofas (configurators.md §2). */
export const SOFA_ASSEMBLY_FEATURE_ID = 7;

export interface SofaFamilyParts<D extends DesignBase> {
  line: SofaLine;
  views: FamilyViews;
  /** The line's catalogue, derived from every module variant: called once, on the family's first use of it. */
  catalogue(): readonly CatalogueEntry[];
  defaults(): D;
  parse(input: unknown): ParseResult<D>;
  /** The design in the generic sofa form; flayr, joyn and lyvyn are stored in it, so the default is the identity. */
  toGeneric?(design: D): SofaDesign;
  fromGeneric?(design: SofaDesign): D;
  /** The tab each next label opens (the lines' labels differ, configurators.md §2). */
  /** The home page's sofa card (one line has it), else null. */
  homeCard?: Family<D>['homeCard'];
  /** A former address of the line's designs, else null. */
  formerPathSegment?: string | null;
}

/** Display name of a module for the section list. */
export function sofaModuleLabel(line: SofaLine, m: SofaModule, index: number): string {
  const cm = (v: number): string => `${Math.round(v / 10)} cm`;
  const n = `Module ${index + 1}`;
  if (m.ottomanMode) return `${n}: ottoman ${cm(m.moduleLength)} x ${cm(m.moduleDepth)}`;
  if (moduleIsStorageBox(line, m)) return `${n}: open storage module ${cm(m.moduleLength)}`;
  switch (m.type) {
    case 'corner':
      return `${n}: corner, turning ${m.direction}`;
    case 'edge':
      return `${n}: end module ${cm(m.moduleLength)}, ${m.direction}`;
    case 'extension':
      return `${n}: lounge ${cm(m.moduleLength)}, ${m.direction}`;
    case 'armrest':
      return `${n}: armrest`;
    default:
      return `${n}: ${m.sleepingMode ? 'sleeping module' : m.storageMode ? 'seat with storage' : 'seat module'} ${cm(m.moduleLength)}`;
  }
}

/** Assembly is recommended for corner sofas and long runs, strongly for sleeping mechanisms and U shapes. */
export function sofaAssemblyRecommendation(design: SofaDesign): AssemblyRecommendation {
  const joined = design.modules.filter((m) => !moduleIsFree(m));
  const corners = joined.filter((m) => m.type === 'corner').length;
  if (corners >= 2 || joined.some((m) => m.sleepingMode)) return 'strongly_recommended';
  if (corners === 1 || joined.length >= 3) return 'recommended';
  return 'none';
}

/** A sofa family from its parts. */
export function sofaFamilyOf<D extends DesignBase>(parts: SofaFamilyParts<D>): Family<D> {
  const { line, views } = parts;
  const toGeneric = parts.toGeneric ?? ((d: D) => d as unknown as SofaDesign);
  const fromGeneric = parts.fromGeneric ?? ((g: SofaDesign) => g as unknown as D);
  const family = familyFrom<D>({
    furniture_type: line.furnitureType,
    version: 1,
    defaults: parts.defaults,
    parse: parts.parse,
    validate: (design) => sofaValidate(line, toGeneric(design)),
    views,
    options: (design, view, selection) => sofaOptions(line, views, toGeneric(design), view, selection),
    apply: (design, option, selection) => fromGeneric(sofaApply(line, toGeneric(design), option, selection)),
    elements: (design) => sofaElements(line, toGeneric(design)),
    dimensions: (design) => sofaDimensions(sofaModel(line, toGeneric(design))),
    sections: (design) => toGeneric(design).modules.map((m, i) => ({ id: `m${i}`, label: sofaModuleLabel(line, m, i) })),
    assembly: { featureId: SOFA_ASSEMBLY_FEATURE_ID, recommendation: (design) => sofaAssemblyRecommendation(toGeneric(design)) },
    catalogue: [],
    shippingDays: line.shippingDays,
    cameraKey: (design) => sofaLayoutShape(line, toGeneric(design)),
    backLink: { id: 'sofas', path: '/couches-and-armchairs', label: 'Back to sofas & armchairs' },
    designNotFoundPath: { desktop: '/about-our-configurators/sofas-and-armchair', phone: '/' },
    homeCard: parts.homeCard ?? null,
    formerPathSegment: parts.formerPathSegment ?? null,
    // Free-standing, but shown from the front and the sides.
    cameraOrbitDegrees: 100,
    sectionNoun: 'module',
    sharedRuleSet: 'sofa',
  });
  // Deriving a line's catalogue walks every module variant (a third of a second of a phone's page
  // start for the four lines, issue 16): done when first read, then kept.
  let catalogue: readonly CatalogueEntry[] | undefined;
  return Object.defineProperty(family, 'catalogue', { enumerable: true, get: () => (catalogue ??= parts.catalogue()) });
}

/** Keeps derived module fields in sync after parsing (they are never trusted from input). */
export function sofaParsed<D extends DesignBase>(line: SofaLine, result: ParseResult<D>, toGeneric: (d: D) => SofaDesign, fromGeneric: (g: SofaDesign) => D): ParseResult<D> {
  return result.ok ? { ok: true, design: fromGeneric(sofaDerive(line, toGeneric(result.design))) } : result;
}

/** Builds a design of a line from module specs (defaults filled in, derived fields computed). */
export function sofaDesignOf(line: SofaLine, base: SofaDesign, specs: (Partial<SofaModule> & { type: SofaModule['type'] })[]): SofaDesign {
  const d0: SofaDesign = { ...base, modules: [] };
  const modules = specs.map((s) => {
    const m = sofaModuleNew(line, d0, s);
    d0.modules.push(m);
    return m;
  });
  return sofaDerive(line, { ...base, modules });
}

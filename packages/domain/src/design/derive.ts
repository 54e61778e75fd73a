import type { CatalogueEntry } from '../catalogue/entry.ts';
import { parts as billOfParts, SkuLookupError, type Part } from '../catalogue/parts.ts';
import { price, type PriceResult } from '../catalogue/price.ts';
import type { AssemblyRecommendation, DesignBase, Dimensions, Family } from '../families/family.ts';
import { COUNTRY_CODES, type CountryCode } from '../market/countries.ts';
import type { DesignElement } from './element.ts';
import { encodeDesign } from './encoding.ts';
import type { ValidationResult } from './issue.ts';
import { defaultLabelPrefix, labels, type LabelPrefix } from './labels.ts';
import { layoutValidity, type LayoutValidity } from './layout.ts';
import { sceneObjects, type SceneObject } from './scene.ts';

export interface DeriveOptions {
  /** Countries to price for; default all six. */
  countries?: readonly CountryCode[];
  assembly?: boolean;
  baseboardCut?: boolean;
  quantity?: number;
  /** Catalogue to look parts up in; default the family's own. */
  catalogue?: readonly CatalogueEntry[];
  /** Which elements get which instruction label prefix; default by type name (labels.ts). */
  labelPrefixOf?: (el: DesignElement) => LabelPrefix | null;
}

/** Everything derived from a design (ARCHITECTURE.md "The heart"). */
export interface DerivedDesign {
  validation: ValidationResult;
  layout: LayoutValidity;
  elements: DesignElement[];
  /** Elements with instruction labels set. */
  labels: DesignElement[];
  scene: SceneObject[];
  /** Null when a SKU lookup failed; the error is in `partsError`. */
  parts: Part[] | null;
  partsError: SkuLookupError | null;
  dimensions: Dimensions;
  /** Price per requested country; empty when the parts could not be looked up. */
  price: Partial<Record<CountryCode, PriceResult>>;
  assemblyRecommendation: AssemblyRecommendation | null;
  compressedStructure: string;
}

/**
 * Derives validation, elements, labels, scene, parts, dimensions and prices from a design, as pure
 * functions of it; a missing SKU is reported in `partsError` rather than thrown, so an invalid design
 * still renders.
 */
export function deriveDesign<D extends DesignBase>(family: Family<D>, design: D, options: DeriveOptions = {}): DerivedDesign {
  const elements = family.elements(design);
  const entries = options.catalogue ?? family.catalogue;
  let parts: Part[] | null = null;
  let partsError: SkuLookupError | null = null;
  try {
    parts = billOfParts(elements, entries);
  } catch (error) {
    if (!(error instanceof SkuLookupError)) throw error;
    partsError = error;
  }
  const prices: Partial<Record<CountryCode, PriceResult>> = {};
  if (parts !== null) {
    for (const country of options.countries ?? COUNTRY_CODES) {
      prices[country] = price(parts, entries, {
        country,
        assembly: options.assembly === true,
        baseboardCut: options.baseboardCut === true,
        quantity: options.quantity ?? 1,
        shippingDays: family.shippingDays,
      });
    }
  }
  return {
    validation: family.validate(design),
    layout: layoutValidity(elements),
    elements,
    labels: labels(elements, options.labelPrefixOf ?? family.labelPrefixOf ?? defaultLabelPrefix),
    scene: sceneObjects(elements),
    parts,
    partsError,
    dimensions: family.dimensions(design),
    price: prices,
    assemblyRecommendation: family.assembly?.recommendation(design) ?? null,
    compressedStructure: encodeDesign(design),
  };
}

import {
  cartAddDesign,
  cartSetAssembly,
  cartSpecsOf,
  localePath,
  type BaseboardCutMeta,
  type DesignElement,
  type Dimensions,
  type FurnitureType,
  type Locale,
  type StoredCart,
} from '@masswerk/domain';

/** What the configurator knows of a saved design when it goes into the cart. */
export interface CartDesignChoice {
  uuid: string;
  locale: Locale;
  furnitureType: FurnitureType;
  dimensions: Dimensions;
  elements: readonly Pick<DesignElement, 'type'>[];
  compressedStructure: string;
  /** The visitor chose the assembly service (and the family offers it). */
  assembly: boolean;
  /** The design's own baseboard cut as the addon (baseboardCutAddonOf), or null when it has none. */
  baseboardCut: BaseboardCutMeta | null;
}

/**
 * The cart with a saved design added (shop.md §3, §4): one line with the product page under the locale
 * prefix, the dimensions in mm, the specs and the type; the cut attached when chosen; then the assembly
 * addon set to the visitor's choice (adding removes any old one first).
 */
export function cartWithDesign(cart: StoredCart, choice: CartDesignChoice): StoredCart {
  const { length, width, height } = choice.dimensions;
  const meta = {
    productDetailsPageURL: localePath(choice.locale, `/product/${choice.uuid}`),
    dimensions: { length: Number(length), width: Number(width), height: Number(height) },
    specs: cartSpecsOf(choice.elements),
    type: choice.furnitureType,
    structure: choice.compressedStructure,
  };
  const added = cartAddDesign(cart, { uuid: choice.uuid, meta }, { baseboardCut: choice.baseboardCut });
  return cartSetAssembly(added, choice.uuid, choice.assembly);
}

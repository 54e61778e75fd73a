/**
 * The cart kept in the visitor's browser (shop.md §3 "Cart", "Line item", "Addons"; §4 "Cart"; §5 and §9
 * maximum quantity). Pure functions: each takes a cart and returns a new one, never mutating its input.
 * Lines are keyed by uuid (a design's uuid, or 'SampleBox'), so at most one line per uuid.
 */
import { colorIs, type ColorId } from '../catalogue/colors.ts';
import { ASSEMBLY_SERVICE_SKU, BASEBOARD_CUT_SKU } from '../catalogue/parts.ts';
import type { DesignElement } from '../design/element.ts';
import type { DesignBase, Family } from '../families/family.ts';

/** The uuid of the sample box line (shop.md §3). */
export const SAMPLE_BOX_UUID = 'SampleBox';
/** The design type of the sample box line. */
export const SAMPLE_BOX_TYPE = 'sample';
/** Maximum quantity of a line (shop.md §5, §9). */
export const CART_MAX_QUANTITY = 99;
/** Maximum quantity of the sample box line. */
export const CART_SAMPLE_BOX_MAX_QUANTITY = 1;

/** The meta of a BaseboardCut addon (shop.md §3): the cut's depth and height in cm, and its title. */
export interface BaseboardCutMeta {
  /** Depth of the cut, cm; null when the design does not carry one (the wardrobe). */
  depth: number | null;
  /** Height of the cut, cm; null when the design does not carry one. */
  height: number | null;
  title: string;
  [key: string]: unknown;
}

/**
 * The BaseboardCut addon a design goes to the cart with (docs/decisions.md "One control for the
 * baseboard cut"): the cut the design carries, where its family offers the cut and some of its parts
 * (`elements`, family.elements(design)) reach down into it; null otherwise (no cut, or a piece that
 * stands clear of it on its legs). The design's own cut option is the only control: the price of the
 * design's parts with their cut is what the configurator shows, and what the server charges for a
 * line with this addon.
 */
export function baseboardCutAddonOf(
  family: Pick<Family, 'baseboardCutFeatureId' | 'baseboardCutSize'>,
  design: DesignBase,
  elements: readonly Pick<DesignElement, 'services'>[],
  title: string,
): BaseboardCutMeta | null {
  if (family.baseboardCutFeatureId === null) return null;
  const { depth, height } = family.baseboardCutSize(design);
  if (depth === null || height === null || !(depth > 0) || !(height > 0)) return null;
  if (!elements.some((el) => el.services?.some((s) => s.type === 'baseboard_cut'))) return null;
  return { depth, height, title };
}

/** An addon of a line: AssemblyService 701.101.02 or BaseboardCut 701.102.00. */
export interface CartAddon {
  sku: string;
  meta?: Record<string, unknown>;
}

/** What a line says about its product (shop.md §3): where it is shown, its size, specs and type. */
export interface LineItemMeta {
  productDetailsPageURL?: string;
  /** Outer dimensions in mm. */
  dimensions?: { length: number; width: number; height: number } | Record<string, unknown>;
  specs?: LineItemSpecs | Record<string, unknown>;
  /** The design's furniture_type, or 'sample'. */
  type?: string;
  structure?: unknown;
  [key: string]: unknown;
}

/** One line of the cart. */
export interface StoredLineItem {
  uuid: string;
  quantity: number;
  meta?: LineItemMeta;
  addons?: CartAddon[];
}

/** The cart as local storage keeps it. */
export interface StoredCart {
  lineItems: StoredLineItem[];
  couponCode?: string;
}

/** A design to put in the cart: its uuid and meta (the addons are chosen by the options). */
export interface CartDesignInput {
  uuid: string;
  meta: LineItemMeta;
}

/** A design's specs as a line shows them (shop.md §3 Design "specs"): metal bars, doors and drawers, counted. */
export interface LineItemSpecs {
  metalBar: number;
  doors: number;
  drawers: number;
  [key: string]: unknown;
}

/** Counts the metal bars, doors (hinged, sliding, glass fronts) and drawers (not their fronts) of a design's elements. */
export function cartSpecsOf(elements: readonly Pick<DesignElement, 'type'>[]): LineItemSpecs {
  const count = (test: (type: string) => boolean): number => elements.filter((e) => test(e.type)).length;
  return {
    metalBar: count((t) => t === 'metal_bar'),
    doors: count((t) => t === 'door' || t === 'sliding_door' || t === 'glass_front'),
    drawers: count((t) => /drawer$/.test(t)),
  };
}

/** The empty cart. */
export function cartEmpty(): StoredCart {
  return { lineItems: [] };
}

/** True for the sample box line (by uuid or by type). */
export function cartLineIsSampleBox(line: StoredLineItem): boolean {
  return line.uuid === SAMPLE_BOX_UUID || line.meta?.type === SAMPLE_BOX_TYPE;
}

/** The highest quantity a line may have: 1 for the sample box, 99 otherwise. */
export function cartMaxQuantity(line: StoredLineItem): number {
  return cartLineIsSampleBox(line) ? CART_SAMPLE_BOX_MAX_QUANTITY : CART_MAX_QUANTITY;
}

/** A quantity clamped to a whole number between 0 and the line's maximum (non-numbers count as 0). */
export function cartClampQuantity(line: StoredLineItem, quantity: number): number {
  if (!Number.isFinite(quantity)) return 0;
  return Math.min(cartMaxQuantity(line), Math.max(0, Math.floor(quantity)));
}

/** Items in the cart: the sum of the quantities. */
export function cartCount(cart: StoredCart): number {
  return cart.lineItems.reduce((sum, line) => sum + (Number.isFinite(line.quantity) ? line.quantity : 0), 0);
}

/** The line with this uuid, if any. */
export function cartLine(cart: StoredCart, uuid: string): StoredLineItem | undefined {
  return cart.lineItems.find((line) => line.uuid === uuid);
}

/** True when a line carries the assembly addon. */
export function cartLineHasAssembly(line: StoredLineItem): boolean {
  return (line.addons ?? []).some((a) => a.sku === ASSEMBLY_SERVICE_SKU);
}

/**
 * Adds a design (shop.md §4): one line per design, whose stale assembly addon is removed first (the
 * assembly is chosen afterwards with cartSetAssembly); a baseboard cut addon is attached when requested.
 * A design already in the cart gets one more piece (up to 99) and the addons of this request.
 */
export function cartAddDesign(cart: StoredCart, design: CartDesignInput, options: { baseboardCut?: BaseboardCutMeta | null } = {}): StoredCart {
  const existing = cartLine(cart, design.uuid);
  const addons: CartAddon[] = (existing?.addons ?? []).filter((a) => a.sku !== ASSEMBLY_SERVICE_SKU && a.sku !== BASEBOARD_CUT_SKU);
  if (options.baseboardCut) addons.push({ sku: BASEBOARD_CUT_SKU, meta: { ...options.baseboardCut } });
  const quantity = existing ? existing.quantity + 1 : 1;
  const line: StoredLineItem = { uuid: design.uuid, quantity, meta: { ...design.meta }, addons };
  line.quantity = cartClampQuantity(line, quantity);
  return existing
    ? cartNormalise({ ...cart, lineItems: cart.lineItems.map((l) => (l.uuid === design.uuid ? line : l)) })
    : cartNormalise({ ...cart, lineItems: [...cart.lineItems, line] });
}

/** Adds the sample box, replacing any sample line already there (shop.md §4); its quantity is 1. */
export function cartAddSampleBox(cart: StoredCart, meta: LineItemMeta = {}): StoredCart {
  const others = cart.lineItems.filter((line) => !cartLineIsSampleBox(line));
  const sample: StoredLineItem = { uuid: SAMPLE_BOX_UUID, quantity: 1, meta: { ...meta, type: SAMPLE_BOX_TYPE }, addons: [] };
  return cartNormalise({ ...cart, lineItems: [...others, sample] });
}

/** The colour ids a sample box line is noted with (its meta `colors`), in the order they were noted. */
export function cartSampleColors(line: StoredLineItem | undefined): string[] {
  const colors = line?.meta?.['colors'];
  return Array.isArray(colors) ? colors.filter((c): c is string => typeof c === 'string') : [];
}

/** The most colours one sample box holds samples of (docs/decisions.md "Samples of the chosen colours"). */
export const SAMPLE_BOX_MAX_COLORS = 12;

/**
 * The colours a sample box line asks samples of, as the server takes them from a line's meta: known
 * colour ids only, each once, in the order noted, at most SAMPLE_BOX_MAX_COLORS.
 */
export function sampleBoxColors(meta: Record<string, unknown> | undefined): ColorId[] {
  const noted = cartSampleColors({ uuid: SAMPLE_BOX_UUID, quantity: 1, ...(meta ? { meta } : {}) });
  return [...new Set(noted.filter(colorIs))].slice(0, SAMPLE_BOX_MAX_COLORS);
}

/**
 * Adds the sample box noted with `colors` (a design's colours, from a configurator). A sample box already
 * in the cart stays one box (quantity 1) and keeps its colours, with the new ones noted after them;
 * `already` says it was there.
 */
export function cartAddSampleColors(cart: StoredCart, colors: readonly string[]): { cart: StoredCart; already: boolean } {
  const existing = cart.lineItems.find(cartLineIsSampleBox);
  const noted = [...new Set([...cartSampleColors(existing), ...colors])];
  const meta: LineItemMeta = { ...existing?.meta, colors: noted };
  if (existing === undefined) return { cart: cartAddSampleBox(cart, meta), already: false };
  const lineItems = cart.lineItems.map((line) => (line === existing ? { ...line, uuid: SAMPLE_BOX_UUID, quantity: 1, meta: { ...meta, type: SAMPLE_BOX_TYPE } } : line));
  return { cart: { ...cart, lineItems }, already: true };
}

/** Sets a line's quantity, clamped to 0..max (1 for the sample box, 99 otherwise); 0 removes the line. */
export function cartSetQuantity(cart: StoredCart, uuid: string, quantity: number): StoredCart {
  const lineItems = cart.lineItems.flatMap((line) => {
    if (line.uuid !== uuid) return [line];
    const q = cartClampQuantity(line, quantity);
    return q === 0 ? [] : [{ ...line, quantity: q }];
  });
  return cartNormalise({ ...cart, lineItems });
}

/** Removes a line. */
export function cartRemoveLine(cart: StoredCart, uuid: string): StoredCart {
  return cartSetQuantity(cart, uuid, 0);
}

/** Adds or removes the assembly addon of one line (the sample box is never assembled). */
export function cartSetAssembly(cart: StoredCart, uuid: string, on: boolean): StoredCart {
  return cartForceAssembly(cart, [uuid], on);
}

/** Forces the assembly addon on or off for the given lines, leaving the others as they are. */
export function cartForceAssembly(cart: StoredCart, uuids: readonly string[], on: boolean): StoredCart {
  const chosen = new Set(uuids);
  const lineItems = cart.lineItems.map((line) => {
    if (!chosen.has(line.uuid) || cartLineIsSampleBox(line) || cartLineHasAssembly(line) === on) return line;
    const rest = (line.addons ?? []).filter((a) => a.sku !== ASSEMBLY_SERVICE_SKU);
    return { ...line, addons: on ? [...rest, { sku: ASSEMBLY_SERVICE_SKU }] : rest };
  });
  return cartNormalise({ ...cart, lineItems });
}

/** A cart with no lines is cleared, coupon included (shop.md §4 "cleared when it becomes empty"). */
export function cartNormalise(cart: StoredCart): StoredCart {
  return cart.lineItems.length === 0 ? cartEmpty() : cart;
}

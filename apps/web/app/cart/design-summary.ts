import { cartSpecsOf, designMainColors, type LineItemSpecs } from '@masswerk/domain';
import type { DesignInfo } from '@masswerk/contract';

/** What a cart line shows of a saved design, taken from the server's design info. */
export interface DesignSummary {
  uuid: string;
  furnitureType: string;
  /** The name the visitor gave it, or null. */
  name: string | null;
  /** Outer size in millimetres: length (width of the piece), width (depth), height. */
  dimensions: { length: number; width: number; height: number };
  /** Colour ids, the most visible first. */
  colors: string[];
  specs: LineItemSpecs;
  /** Its main picture's address, null while it has none; absent where not known (the line then tries the picture's address). */
  pictureUrl?: string | null;
  /** The server's price of one piece per shop country (My Designs shows the visitor's); absent where not asked. */
  prices?: DesignInfo['price'];
}

type Part = Pick<DesignInfo['parts'][number], 'type' | 'length' | 'width' | 'height' | 'color'>;

// The main colours are the domain's (designMainColors), so the server names the same colours for related designs.
export { designMainColors };

/** The summary of a design from its info: name, family, size, main colours, specs (counted from its parts) and the server's prices. */
export function designSummaryOf(info: Pick<DesignInfo, 'uuid' | 'furniture_type' | 'name' | 'dimensions'> & Partial<Pick<DesignInfo, 'price' | 'image_url'>> & { parts: readonly Part[] }): DesignSummary {
  return {
    uuid: info.uuid,
    furnitureType: info.furniture_type,
    name: info.name,
    dimensions: { length: info.dimensions.length, width: info.dimensions.width, height: info.dimensions.height },
    colors: designMainColors(info.parts),
    specs: cartSpecsOf(info.parts),
    ...(info.image_url !== undefined ? { pictureUrl: info.image_url } : {}),
    ...(info.price ? { prices: info.price } : {}),
  };
}

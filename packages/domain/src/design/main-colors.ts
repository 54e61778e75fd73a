/** What a colour count needs of a part: its size and colour. */
export interface ColoredPart {
  length: number;
  width: number;
  height: number;
  color: string;
}

/** At most this many colours are named; fewer when the rest cover too little of the piece to notice. */
const MAX_COLORS = 3;
const MIN_SHARE = 0.1;

/**
 * The colours that make up most of a piece: each part counts with its largest face (a board by its
 * surface, not by its edge), so a shelf's boards outweigh its handles. Colours covering less than a
 * tenth are left out, but the largest colour is always named.
 */
export function designMainColors(parts: readonly ColoredPart[]): string[] {
  const ranked = colorAreas(parts);
  const total = ranked.reduce((sum, [, area]) => sum + area, 0);
  return ranked.filter(([, area], index) => index === 0 || (total > 0 && area / total >= MIN_SHARE)).slice(0, MAX_COLORS).map(([color]) => color);
}

/** Every colour of a piece, the largest surface first (as designMainColors counts them): the colours to send samples of. */
export function designColorsByArea(parts: readonly ColoredPart[]): string[] {
  return colorAreas(parts).map(([color]) => color);
}

/** Colours with the area of their parts' largest faces, largest first. */
function colorAreas(parts: readonly ColoredPart[]): [color: string, area: number][] {
  const areas = new Map<string, number>();
  for (const part of parts) {
    const [a = 0, b = 0] = [part.length, part.width, part.height].map((d) => Math.abs(d)).sort((x, y) => y - x);
    areas.set(part.color, (areas.get(part.color) ?? 0) + a * b);
  }
  return [...areas.entries()].sort((x, y) => y[1] - x[1]);
}

/** A box's top and bottom edges on screen, px. */
export interface VerticalEdges {
  top: number;
  bottom: number;
}

/** Room kept between the first option and the sheet's edges, px. */
const SHEET_MARGIN_PX = 8;

/**
 * Where a step's sheet of options (the phone's panel, which scrolls on its own) stands when the step
 * opens: at its top when the first option shows from there, else scrolled just enough for the whole
 * option to be above the sheet's bottom edge (the docked price bar is under it), never so far that the
 * option goes under the sheet's sticky top (the steps row). `visible` is the part of the sheet that shows
 * content (below the sticky row, above the bottom edge); `option` is the option's box with the sheet at
 * its top. Returns the sheet's scrollTop, px.
 */
export function sheetScrollFor(visible: VerticalEdges, option: VerticalEdges | null): number {
  if (option === null) return 0;
  const needed = option.bottom + SHEET_MARGIN_PX - visible.bottom;
  const room = option.top - SHEET_MARGIN_PX - visible.top;
  return Math.max(0, Math.ceil(Math.min(needed, room)));
}

/**
 * Opens a step in `sheet` (scrolled to its top, or as sheetScrollFor says): the first option of the step,
 * found by `firstOption`, and the sticky row on top, by `stuck`, are selectors inside the sheet.
 */
export function sheetRevealFirstOption(sheet: HTMLElement, firstOption: string, stuck: string): void {
  sheet.scrollTop = 0;
  if (sheet.scrollHeight <= sheet.clientHeight) return;
  const box = sheet.getBoundingClientRect();
  const top = sheet.querySelector(stuck)?.getBoundingClientRect().bottom ?? box.top + sheet.clientTop;
  const bottom = Math.min(box.top + sheet.clientTop + sheet.clientHeight, window.innerHeight);
  const option = sheet.querySelector(firstOption)?.getBoundingClientRect() ?? null;
  sheet.scrollTop = sheetScrollFor({ top, bottom }, option);
}

import { describe, expect, it, vi } from 'vitest';
import { sheetRevealFirstOption, sheetScrollFor } from './sheet-scroll';

describe('a step of the phone’s options sheet opens with its first option in sight', () => {
  // The sheet of a 390 x 844 phone: the steps row sticks down to 517 px, the dock starts under 777 px.
  const visible = { top: 517, bottom: 777 };

  it('stays at its top when the first option shows from there', () => {
    expect(sheetScrollFor(visible, { top: 692, bottom: 732 })).toBe(0);
    expect(sheetScrollFor(visible, { top: 729, bottom: 769 })).toBe(0);
    expect(sheetScrollFor(visible, null)).toBe(0);
  });

  it('scrolls just enough for an option under the sheet’s bottom edge (the wardrobe’s interiors: the parts and their doors first)', () => {
    // Its bottom 8 px above the edge, where it was 57 px under it.
    expect(sheetScrollFor(visible, { top: 794, bottom: 834 })).toBe(65);
    expect(sheetScrollFor(visible, { top: 794.2, bottom: 834.2 })).toBe(66);
    // Far below (a long list of parts before it), and an option taller than the sheet: its top under the steps row.
    expect(sheetScrollFor(visible, { top: 1500, bottom: 1540 })).toBe(771);
    expect(sheetScrollFor(visible, { top: 700, bottom: 1100 })).toBe(175);
  });

  it('scrolls the sheet itself as measured (the page does not scroll)', () => {
    document.body.innerHTML = '<aside><nav>steps</nav><h3>Step</h3><button>first</button></aside>';
    const sheet = document.querySelector('aside')!;
    const at = (el: Element, top: number, bottom: number) => Object.assign(el, { getBoundingClientRect: () => ({ top, bottom }) });
    Object.defineProperty(sheet, 'scrollHeight', { value: 2000 });
    Object.defineProperty(sheet, 'clientHeight', { value: 312 });
    at(sheet, 465, 777);
    at(sheet.querySelector('nav')!, 465, 517);
    at(sheet.querySelector('button')!, 794, 834);
    // Left scrolled by the step before (happy-dom lays nothing out: the sheet's scroll is a plain value here).
    Object.defineProperty(sheet, 'scrollTop', { value: 300, writable: true });
    const innerHeight = vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(844);
    sheetRevealFirstOption(sheet, 'button', 'nav');
    expect(sheet.scrollTop).toBe(65);
    expect(window.scrollY).toBe(0);
    // A window shorter than the sheet (the phone's own bars): its bottom edge is the window's.
    innerHeight.mockReturnValue(760);
    sheetRevealFirstOption(sheet, 'button', 'nav');
    expect(sheet.scrollTop).toBe(82);
    innerHeight.mockRestore();
  });
});

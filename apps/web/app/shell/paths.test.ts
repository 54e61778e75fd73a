import { describe, expect, it } from 'vitest';
import { hidesShell, isBlogPath, staysOpenWhenClosed } from './paths';

describe('shell paths', () => {
  it('keeps the trailing slash on blog paths only', () => {
    expect(isBlogPath('/blog/')).toBe(true);
    expect(isBlogPath('/blog/regal-richtig-planen/')).toBe(true);
    expect(isBlogPath('/faq/')).toBe(false);
    expect(isBlogPath('/blogger/')).toBe(false);
  });

  it('hides header and footer on /closed-store and /instruction paths', () => {
    expect(hidesShell('/closed-store')).toBe(true);
    expect(hidesShell('/instruction/3f0c/step-1.png')).toBe(true);
    expect(hidesShell('/instructions-viewer/3f0c')).toBe(false);
    expect(hidesShell('/faq')).toBe(false);
  });

  it('leaves legal pages, tracking and instructions open in a closed shop', () => {
    expect(staysOpenWhenClosed('/closed-store')).toBe(true);
    expect(staysOpenWhenClosed('/colofon', '/colofon')).toBe(true);
    expect(staysOpenWhenClosed('/instructions-viewer/abc')).toBe(true);
    expect(staysOpenWhenClosed('/instruction/abc/x.png')).toBe(true);
    expect(staysOpenWhenClosed('/')).toBe(false);
    expect(staysOpenWhenClosed('/shelf/configurator')).toBe(false);
  });
});

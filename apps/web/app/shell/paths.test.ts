import { describe, expect, it } from 'vitest';
import { hidesShell, isBlogPath, staysOpenWhenClosed, sitePath, withoutTrailingSlash } from './paths';

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
    expect(hidesShell('/render/3f0c')).toBe(true);
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

describe('redirect targets stay on the site', () => {
  it('makes any leading run of slashes or backslashes one slash', () => {
    for (const path of ['//evil.example', '///evil.example', '/\\evil.example', '\\\\evil.example', '/\\/evil.example']) {
      expect(sitePath(path)).toBe('/evil.example');
      expect(new URL(sitePath(path), 'https://masswerk.example').host).toBe('masswerk.example');
    }
    expect(sitePath('/faq')).toBe('/faq');
    expect(sitePath('')).toBe('/');
  });

  it('drops the trailing slash and keeps the query, never leading off the site', () => {
    expect(withoutTrailingSlash('/faq/', '?a=1')).toBe('/faq?a=1');
    expect(withoutTrailingSlash('//evil.example/', '')).toBe('/evil.example');
    expect(withoutTrailingSlash('//', '')).toBe('/');
    expect(withoutTrailingSlash('/de-de//', '')).toBe('/de-de');
  });
});

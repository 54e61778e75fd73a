import { describe, expect, it } from 'vitest';
import { FAMILIES, familyOf } from '@masswerk/domain';
import { nextLabelFor, viewOptions, viewSubViews } from './view-options';
import { designNotFoundTarget, userAgentIsPhone } from './routing';

describe('view options', () => {
  it('the desktop tab offers every option a phone offers, each once', () => {
    for (const family of Object.values(FAMILIES)) {
      const design = family.defaults();
      const desktop = viewOptions(family, design, family.views.desktop.id, []);
      const keys = desktop.flatMap((s) => s.clusters.flatMap((c) => c.options.map((o) => `${o.action}|${o.group}|${o.type}|${String(o.value)}|${o.text}`)));
      expect(new Set(keys).size, family.furniture_type).toBe(keys.length);
      for (const tab of family.views.mobile) {
        for (const sub of viewOptions(family, design, tab.id, [])) {
          for (const c of sub.clusters) for (const o of c.options) expect(keys, `${family.furniture_type} ${tab.id} ${o.text}`).toContain(`${o.action}|${o.group}|${o.type}|${String(o.value)}|${o.text}`);
        }
      }
    }
  });

  it('a tab without sub-views shows itself (the shelf review offers its scenes)', () => {
    const shelf = familyOf('shelf');
    expect(viewSubViews(shelf, 'review')).toEqual(['review']);
    expect(viewOptions(shelf, shelf.defaults(), 'review', [])[0]?.clusters[0]?.type).toBe('scene');
  });

  it('next buttons carry the spec label of the tab they open', () => {
    const label = (type: keyof typeof FAMILIES, to: string): string | null => {
      const f = familyOf(type);
      return nextLabelFor(f, f.views.mobile.find((v) => v.id === to)!);
    };
    expect(label('shelf', 'elements')).toBe('boards');
    expect(label('shelf', 'colors')).toBe('colors');
    expect(label('shelf', 'review')).toBe('review');
    expect(label('wardrobe', 'colors')).toBe('colors');
    expect(label('joyn', 'stylesMobile')).toBe('legs-couch');
    expect(label('flayr', 'stylesMobile')).toBe('dimensions');
    expect(label('flayr', 'elementsMobile')).toBe('back-cushions');
    expect(label('pyllow', 'elements')).toBeNull();
    expect(label('cushion', 'colors')).toBe('colors');
  });
});

describe('design not found', () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
  const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
  const googlebot = 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

  it('knows phones by their User-Agent', () => {
    expect(userAgentIsPhone(iphone)).toBe(true);
    expect(userAgentIsPhone(ipad)).toBe(false);
    expect(userAgentIsPhone(desktop)).toBe(false);
    expect(userAgentIsPhone(googlebot)).toBe(false);
    expect(userAgentIsPhone(null)).toBe(false);
  });

  it('leads each family where shop.md §2 says', () => {
    expect(designNotFoundTarget('joyn', false)).toBe('/about-our-configurators/sofas-and-armchair');
    expect(designNotFoundTarget('pyllow', true)).toBe('/');
    expect(designNotFoundTarget('shelf', true)).toBe('/about-our-configurators/shelves-and-storage');
    expect(designNotFoundTarget('cushion', false)).toBe('/about-our-configurators');
    expect(designNotFoundTarget('wardrobe', true)).toBe('/');
  });
});

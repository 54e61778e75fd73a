import { describe, expect, it } from 'vitest';
import { FAMILIES, familyOf, LOCALES } from '@masswerk/domain';
import { configuratorMessages } from './messages.server';
import { firstPartFor, nextLabelFor, nextLabelKey, stepFromParam, subViewsSharing, viewOptions, viewSubViews } from './view-options';

/** The next labels of configurators.md §2, per family, as the spec writes them (the cushion has the sofas' last two). */
const SPEC_NEXT_LABELS: Record<string, string[]> = {
  shelf: ['To styles', 'To dimensions', 'To boards', 'To fronts', 'To backwalls', 'To colors', 'To review'],
  wardrobe: ['To doors', 'To handles', 'To interiors', 'To colors', 'To review'],
  flayr: ['To dimensions', 'To modules', 'To back cushions', 'To colors', 'To review'],
  joyn: ['To modules', 'To legs couch', 'To colors', 'To review'],
  lyvyn: ['To modules', 'To legs couch', 'To colors', 'To review'],
  pyllow: ['To modules', 'To colors', 'To review'],
  cushion: ['To colors', 'To review'],
};
import { designNotFoundTarget, userAgentIsPhone } from './routing';

describe('view options', () => {
  it('the desktop tab offers every option a phone offers, each once', () => {
    for (const family of Object.values(FAMILIES)) {
      const design = family.defaults();
      const desktop = viewOptions(family, design, family.views.desktop.id, []);
      const keys = desktop.flatMap((s) => s.clusters.flatMap((c) => c.options.map((o) => `${o.action}|${o.group}|${o.type}|${String(o.value)}|${o.text}`)));
      expect(new Set(keys).size, family.furniture_type).toBe(keys.length);
      for (const step of family.views.steps) {
        for (const sub of viewOptions(family, design, step.id, [])) {
          for (const c of sub.clusters) for (const o of c.options) expect(keys, `${family.furniture_type} ${step.id} ${o.text}`).toContain(`${o.action}|${o.group}|${o.type}|${String(o.value)}|${o.text}`);
        }
      }
    }
  });

  it('a size the rules allow as a range comes with the sub-view of its buttons, once (shelf width, wardrobe height)', () => {
    const ranges = (type: 'shelf' | 'wardrobe', view: string) => {
      const family = familyOf(type);
      return viewOptions(family, family.defaults(), view, []).flatMap((s) =>
        s.range === undefined ? [] : [{ sub: s.id, range: `${s.range.group}/${s.range.type}`, buttons: s.clusters.some((c) => c.group === s.range?.group && c.type === s.range.type) }],
      );
    };
    const shelf = familyOf('shelf');
    expect(ranges('shelf', shelf.views.desktop.id)).toEqual([{ sub: 'width', range: 'width/column-length', buttons: true }]);
    expect(ranges('wardrobe', familyOf('wardrobe').views.desktop.id)).toEqual([expect.objectContaining({ range: 'dimensions/height', buttons: true })]);
    expect(ranges('shelf', 'review')).toEqual([]);
  });

  it('a step without sub-views shows its tab (the shelf review offers its scenes)', () => {
    const shelf = familyOf('shelf');
    expect(viewSubViews(shelf, 'review')).toEqual(['review']);
    expect(viewOptions(shelf, shelf.defaults(), 'review', [])[0]?.clusters[0]?.type).toBe('scene');
  });

  it('next buttons carry the spec label of the step they open, all of them, in the order of configurators.md §2', () => {
    const labels = (type: keyof typeof FAMILIES): (string | null)[] => familyOf(type).views.steps.slice(1).map((s) => s.nextLabel);
    for (const [type, spec] of Object.entries(SPEC_NEXT_LABELS)) {
      expect(labels(type as keyof typeof FAMILIES), type).toEqual(spec);
      // The first step has none; each label is a key the messages word (next.{key}).
      expect(familyOf(type as keyof typeof FAMILIES).views.steps[0]?.nextLabel, type).toBeNull();
      expect(familyOf(type as keyof typeof FAMILIES).views.steps.slice(1).map((s) => nextLabelFor(s)), type).toEqual(spec.map(nextLabelKey));
    }
  });

  it.each(LOCALES)('%s words every next label and every step, colour spelt one way', (locale) => {
    const messages = configuratorMessages(locale);
    const keys = new Set(Object.values(SPEC_NEXT_LABELS).flat().map(nextLabelKey));
    for (const key of keys) expect(messages[`next.${key}`], `${locale} next.${key}`).toMatch(/\S/);
    for (const family of Object.values(FAMILIES)) for (const step of family.views.steps) expect(messages[`step.${step.id}`], `${locale} step.${step.id}`).toMatch(/\S/);
    if (locale === 'en_GB') {
      // British spelling throughout the configurator's words ({color} placeholders aside).
      const words = Object.values(messages).join(' ').replace(/\{\w+\}/g, '');
      expect(words).not.toMatch(/\bcolor/i);
      expect(messages['next.colors']).toBe('To colours');
    }
  });

  it('every sub-view of §2 is a step\'s on phones: the wardrobe handles (all, turning, sliding) and each interior, pyllow\'s module groups', () => {
    const stepOf = (type: keyof typeof FAMILIES, sub: string): string | undefined => familyOf(type).views.steps.find((s) => s.subViews.includes(sub))?.id;
    for (const sub of ['handles/all', 'handles/turning', 'handles/sliding']) expect(stepOf('wardrobe', sub)).toBe('handles');
    for (const kind of ['board', 'closet_rod', 'garment_lift', 'pant_hanger', 'solid_drawer', 'glass_drawer', 'small_drawer', 'shoes_drawer']) expect(stepOf('wardrobe', `interiors/${kind}`)).toBe('interiors');
    for (const sub of ['seat-modules', 'lounge', 'corner-modules', 'armrests']) expect(stepOf('pyllow', sub)).toBe('modules');
    // Pyllow's layout step offers the modules as they are, not the groups again.
    const pyllow = familyOf('pyllow');
    const layout = viewOptions(pyllow, pyllow.defaults(), 'layout', []);
    expect(layout.map((s) => s.id)).toEqual(['modules']);
    expect(layout[0]!.clusters.map((c) => c.group)).toEqual(['modules']);
    // Every sub-view a step lists offers options for some part of the default design.
    for (const family of Object.values(FAMILIES)) {
      const design = family.defaults();
      const sections = family.sections(design).map((s) => s.id);
      for (const step of family.views.steps) {
        const offered = viewOptions(family, design, step.id, sections.slice(0, 1)).map((s) => s.id);
        if (step.tab !== 'review') expect(offered.length, `${family.furniture_type} ${step.id}`).toBeGreaterThan(0);
      }
    }
  });

  it('?tab= names a step by its id, or a tab (with or without "Mobile") by its first step', () => {
    expect(stepFromParam(familyOf('shelf'), 'fronts')?.id).toBe('fronts');
    expect(stepFromParam(familyOf('shelf'), 'elements')?.id).toBe('boards');
    expect(stepFromParam(familyOf('joyn'), 'colors')?.id).toBe('colors');
    expect(stepFromParam(familyOf('joyn'), 'styles')?.id).toBe('legs-couch');
    expect(stepFromParam(familyOf('wardrobe'), 'elements')?.id).toBe('modules');
    expect(stepFromParam(familyOf('wardrobe'), 'nonsense')).toBeNull();
  });
});

describe('sub-views shared between renders', () => {
  it('keeps every cluster a colour change leaves alike, renews the colour clusters, and keeps the whole list when nothing changed', () => {
    const family = familyOf('shelf');
    const view = family.views.desktop.id;
    const design = family.defaults();
    const share = subViewsSharing();
    const first = share(viewOptions(family, design, view, []));
    expect(share(viewOptions(family, design, view, []))).toBe(first);
    const colour = first.flatMap((s) => s.clusters).find((c) => c.type === 'color-whole')!.options.find((o) => !o.isSelected && !o.isDisabled)!;
    const fresh = viewOptions(family, family.apply(design, colour, []), view, []);
    const shared = share(fresh);
    expect(shared).toEqual(fresh);
    const before = new Map(first.flatMap((s) => s.clusters.map((c) => [c.key, c] as const)));
    const renewed = shared.flatMap((s) => s.clusters).filter((c) => c !== before.get(c.key)).map((c) => c.type);
    expect(renewed.length).toBeGreaterThan(0);
    expect(renewed.every((type) => type.startsWith('color-')), renewed.join()).toBe(true);
  });
});

describe('sub-views shared between renders never show a stale option', () => {
  it('answers what the domain lists now, after each of 30 edits of four families (availability, reasons, selection, labels)', () => {
    for (const type of ['shelf', 'wardrobe', 'joyn', 'cushion'] as const) {
      const family = familyOf(type);
      const view = family.views.desktop.id;
      const share = subViewsSharing();
      let design = family.defaults();
      for (let step = 0; step < 30; step++) {
        const fresh = viewOptions(family, design, view, []);
        // What the panel shows: the fresh lists, or the last ones where sharing finds them alike.
        const shown = share(fresh);
        expect(shown, `${type} edit ${step}`).toEqual(fresh);
        // The words of a disabled option's reason too (its message is compared through its code otherwise).
        const messages = (list: typeof fresh) => list.flatMap((v) => v.clusters.flatMap((c) => c.options.map((o) => `${o.messageCode ?? ''} ${JSON.stringify(o.messageParams ?? null)}`)));
        expect(messages(shown)).toEqual(messages(fresh));
        const enabled = fresh.flatMap((v) => v.clusters.flatMap((c) => c.options)).filter((o) => !o.isDisabled && !o.isSelected);
        if (enabled.length === 0) break;
        // Every seventh option, round the list: a walk through sizes, styles, colours and adds alike.
        design = family.apply(design, enabled[(step * 7) % enabled.length]!, []);
      }
    }
  }, 20_000);

  it('renews an option whose reason changed only inside its parameters', () => {
    const share = subViewsSharing();
    const option = { action: 'update', group: 'g', type: 't', value: 1, text: 'One', isDisabled: true, isSelected: false, messageCode: 'x.max', messageParams: { max: { cm: 40 } } } as const;
    const list = (max: number) => [{ id: 'g', clusters: [{ key: 'g|g|t|update', group: 'g', type: 't', action: 'update' as const, options: [{ ...option, messageParams: { max: { cm: max } } }] }] }];
    const first = share(list(40));
    expect(share(list(40))).toBe(first);
    const next = share(list(45));
    expect(next).not.toBe(first);
    expect(next[0]!.clusters[0]!.options[0]!.messageParams).toEqual({ max: { cm: 45 } });
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

describe('firstPartFor', () => {
  it("picks the wardrobe's first module for its interiors step opened with none picked, and nothing otherwise", () => {
    const wardrobe = familyOf('wardrobe');
    const design = wardrobe.defaults();
    const ids = wardrobe.sections(design).map((s) => s.id);
    const interiors = stepFromParam(wardrobe, 'interiors');
    expect(interiors).not.toBeNull();
    expect(viewOptions(wardrobe, design, interiors!.id, [])).toEqual([]);
    expect(firstPartFor(wardrobe, design, interiors!.id, [], ids)).toBe(ids[0]);
    expect(viewOptions(wardrobe, design, interiors!.id, [ids[0]!]).length).toBeGreaterThan(0);
    // A part already picked stays; a step with options for no part picks none.
    expect(firstPartFor(wardrobe, design, interiors!.id, [ids[1]!], ids)).toBeNull();
    const first = wardrobe.views.steps[0]!;
    expect(firstPartFor(wardrobe, design, first.id, [], ids)).toBeNull();
    const shelf = familyOf('shelf');
    for (const step of shelf.views.steps) expect(firstPartFor(shelf, shelf.defaults(), step.id, [], shelf.sections(shelf.defaults()).map((s) => s.id)), step.id).toBeNull();
  });
});

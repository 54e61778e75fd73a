import { describe, expect, it } from 'vitest';
import { FURNITURE_TYPES, SOFA_TYPES } from '../design/furniture-type.ts';
import { FAMILIES, REFERENCE_DESIGNS } from './registry.ts';

// The fields the web reads instead of naming a family (back link, redirects, 3D view, next buttons,
// issue words, cut size): every family has them, and they fit its own views and designs.
describe.each(FURNITURE_TYPES)('%s: how the shop shows and reaches it', (type) => {
  const family = FAMILIES[type];
  const designs = [family.defaults(), ...Object.values(REFERENCE_DESIGNS[type])];

  it('has a back link and redirect targets that are site paths', () => {
    expect(family.backLink.id).toMatch(/^[a-z]+$/);
    expect(family.backLink.label).toMatch(/^Back to /);
    for (const path of [family.backLink.path, family.designNotFoundPath.desktop, family.designNotFoundPath.phone]) {
      // '/', or segments without a trailing slash (that would be redirected once more).
      expect(path).toMatch(/^\/$|^(\/[a-z0-9-]+)+$/);
    }
  });

  it('shows its designs in a known room or the studio, with a sane exposure and orbit', () => {
    for (const design of designs) {
      const scene = family.sceneStyle(design);
      expect(scene === null || ['natural_wood', 'beton_living', 'industrial_loft'].includes(scene), String(scene)).toBe(true);
    }
    expect(family.cameraExposure).toBeGreaterThan(0);
    expect(family.cameraExposure).toBeLessThanOrEqual(2);
    if (family.cameraOrbitDegrees !== null) {
      expect(family.cameraOrbitDegrees).toBeGreaterThan(0);
      expect(family.cameraOrbitDegrees).toBeLessThan(180);
    }
  });

  it('walks its steps with the next labels, in their order, through every mobile tab to the review', () => {
    const steps = family.views.steps;
    expect(steps[0]?.nextLabel).toBeNull();
    expect(steps.slice(1).map((s) => s.nextLabel)).toEqual(family.views.nextLabels);
    expect(new Set(steps.map((s) => s.id)).size).toBe(steps.length);
    const tabs = family.views.mobile.map((t) => t.id);
    for (const step of steps) expect(tabs, step.id).toContain(step.tab);
    // Every tab has a step that shows at least one of its sub-views (or the tab itself, as the review).
    for (const tab of family.views.mobile) {
      const own = tab.subViews.length > 0 ? tab.subViews : [tab.id];
      expect(steps.some((s) => s.tab === tab.id || s.subViews.some((v) => own.includes(v))), tab.id).toBe(true);
    }
    expect(steps.at(-1)?.tab).toBe(tabs.at(-1));
  });

  it('names its sections by its section noun', () => {
    for (const design of designs) {
      const sections = family.sections(design);
      if (family.sectionNoun === 'whole') expect(sections).toHaveLength(1);
      else expect(sections.every((s) => s.id.startsWith(family.sectionNoun === 'column' ? 'c' : 'm'))).toBe(true);
    }
  });

  it('gives a baseboard cut size only when it offers the cut', () => {
    for (const design of designs) {
      const size = family.baseboardCutSize(design);
      if (family.baseboardCutFeatureId === null) expect(size).toEqual({ depth: null, height: null });
      for (const cm of [size.depth, size.height]) if (cm !== null) expect(cm).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('the shop fields across families', () => {
  const all = FURNITURE_TYPES.map((type) => FAMILIES[type]);

  it('gives the home page one card per category, every card a different one', () => {
    const cards = all.flatMap((f) => (f.homeCard === null ? [] : [f.homeCard.id]));
    expect(new Set(cards).size).toBe(cards.length);
    // Families without a card share their back link (their category) with a family that has one.
    for (const family of all.filter((f) => f.homeCard === null)) {
      expect(all.some((f) => f.homeCard !== null && f.backLink.id === family.backLink.id), family.furniture_type).toBe(true);
    }
  });

  it('keeps former path segments apart from furniture types and from each other', () => {
    const former = all.flatMap((f) => (f.formerPathSegment === null ? [] : [f.formerPathSegment]));
    expect(new Set(former).size).toBe(former.length);
    for (const segment of former) {
      expect(segment).toMatch(/^[a-z_]+$/);
      expect(FURNITURE_TYPES as readonly string[]).not.toContain(segment);
    }
    expect(FAMILIES.joyn.formerPathSegment).toBe('joyn_old');
  });

  it('gives the sofa lines one back link, one rule set and the spec paths', () => {
    for (const type of SOFA_TYPES) {
      expect(FAMILIES[type].backLink.path).toBe('/couches-and-armchairs');
      expect(FAMILIES[type].sharedRuleSet).toBe('sofa');
      expect(FAMILIES[type].designNotFoundPath).toEqual({ desktop: '/about-our-configurators/sofas-and-armchair', phone: '/' });
    }
    for (const type of FURNITURE_TYPES.filter((t) => !(SOFA_TYPES as readonly string[]).includes(t))) expect(FAMILIES[type].sharedRuleSet).toBeNull();
  });

  it('reads the shelf scene and cut from the design', () => {
    const shelf = FAMILIES.shelf;
    const design = { ...shelf.defaults(), scene: 'industrial_loft', baseboardCut: { height: 8.5, depth: 2 } };
    expect(shelf.sceneStyle(design)).toBe('industrial_loft');
    expect(shelf.baseboardCutSize(design)).toEqual({ depth: 2, height: 8.5 });
  });
});

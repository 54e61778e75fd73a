/**
 * Laws every family must keep, as a reusable Vitest + fast-check harness: a family's test calls
 * `familyLaws(family)`. Test-only: it imports vitest, so it must not be exported from the package entry.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parts as billOfParts } from '../catalogue/parts.ts';
import { price } from '../catalogue/price.ts';
import { decodeDesign, encodeDesign } from '../design/encoding.ts';
import { elementHasKeyFields, layoutValidity } from '../design/layout.ts';
import { sceneObjects } from '../design/scene.ts';
import { COUNTRY_CODES } from '../market/countries.ts';
import { DesignRuleError, type DesignBase, type Family, type Selection, type ViewMetadata } from './family.ts';

export interface FamilyLawOptions {
  /** Random walks per law (default 40). */
  numRuns?: number;
  /** Longest walk (default 30 steps). */
  maxSteps?: number;
  /** Fixed fast-check seed, for reproducing a failure. */
  seed?: number;
  /** Time limit of each law in milliseconds (default 60 000; the machines are shared). */
  timeout?: number;
}

/** One random step: indexes folded onto the available views, sections and options. */
export interface WalkStep {
  view: number;
  selection: number;
  option: number;
}

/** What happened at one step of a walk. */
export interface WalkEvent<D> {
  before: D;
  view: string;
  selection: Selection;
  /** The applied design, or the rule error apply() raised. */
  result: { ok: true; design: D } | { ok: false; error: DesignRuleError };
  /** True when apply() changed the design it was given (it must be pure). */
  inputMutated: boolean;
}

const stepArbitrary: fc.Arbitrary<WalkStep> = fc.record({
  view: fc.nat(),
  selection: fc.nat(),
  option: fc.nat(),
});

/** Designs are JSON; a JSON copy detects mutation and drops nothing a stored design would keep. */
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Every view id of a family (desktop, mobile tabs, sub-views) with the metadata that governs selection. */
export function familyViews(family: Pick<Family, 'views'>): { id: string; meta: ViewMetadata }[] {
  const out: { id: string; meta: ViewMetadata }[] = [];
  const seen = new Set<string>();
  for (const meta of [family.views.desktop, ...family.views.mobile, ...family.views.steps]) {
    for (const id of [meta.id, ...meta.subViews]) {
      if (seen.has(id)) continue;
      seen.add(id);
      out.push({ id, meta });
    }
  }
  return out;
}

function selectionFor(meta: ViewMetadata, sectionIds: readonly string[], seed: number): Selection {
  if (sectionIds.length === 0) return [];
  switch (meta.selectionMode) {
    case 'none':
      return [];
    case 'single':
      return [sectionIds[seed % sectionIds.length] ?? ''];
    case 'multi': {
      // The seed's bits choose a subset; never empty, so multi views see something selected.
      const picked = sectionIds.filter((_, i) => Math.floor(seed / 2 ** (i % 30)) % 2 === 1);
      return picked.length > 0 ? picked : [sectionIds[seed % sectionIds.length] ?? ''];
    }
    case 'whole':
    case 'all':
      return [...sectionIds];
  }
}

/**
 * Walks a family from its defaults through random steps, applying a random enabled option each step,
 * and reports every step; a DesignRuleError leaves the design as it was, any other error propagates.
 */
export function familyWalk<D extends DesignBase>(family: Family<D>, steps: readonly WalkStep[], onStep: (event: WalkEvent<D>) => void): D {
  const views = familyViews(family);
  let design = family.defaults();
  for (const step of steps) {
    const view = views[step.view % views.length];
    if (!view) break;
    const selection = selectionFor(view.meta, family.sections(design).map((s) => s.id), step.selection);
    const enabled = family.options(design, view.id, selection).filter((o) => !o.isDisabled);
    const option = enabled[step.option % Math.max(1, enabled.length)];
    if (!option) continue;
    const before = design;
    const snapshot = JSON.stringify(before);
    const mutated = (): boolean => JSON.stringify(before) !== snapshot;
    let next: D;
    try {
      next = family.apply(before, option, selection);
    } catch (error) {
      if (!(error instanceof DesignRuleError)) throw error;
      onStep({ before, view: view.id, selection, result: { ok: false, error }, inputMutated: mutated() });
      continue;
    }
    onStep({ before, view: view.id, selection, result: { ok: true, design: next }, inputMutated: mutated() });
    design = next;
  }
  return design;
}

/** Checks that parts, scene and layout of a design agree (the second law). */
export function expectPartsAndSceneAgree<D extends DesignBase>(family: Family<D>, design: D): void {
  const elements = family.elements(design);
  expect(layoutValidity(elements), 'layout validity').toEqual({ valid: true });
  const partList = billOfParts(elements, family.catalogue);
  const physical = elements.filter(elementHasKeyFields);
  expect(partList.length, 'one part per element with key fields').toBe(physical.length);
  const scene = sceneObjects(elements);
  expect(scene.length, 'one scene object per element').toBe(elements.length);
  const partKeys = new Set(partList.map((p) => `${p.section}|${p.type}|${p.length}|${p.width}|${p.height}`));
  elements.forEach((el, i) => {
    const object = scene[i];
    if (!object || object.invisible || !elementHasKeyFields(el)) return;
    expect(partKeys.has(`${el.section}|${el.type}|${el.length}|${el.width}|${el.height}`), `part for ${object.name}`).toBe(true);
  });
}

/** Defines the Vitest tests of the family laws for one family. */
export function familyLaws<D extends DesignBase>(family: Family<D>, options: FamilyLawOptions = {}): void {
  const params: fc.Parameters<[WalkStep[]]> = {
    numRuns: options.numRuns ?? 40,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  };
  // size 'max': fast-check's default 'small' would cap walks near 10 steps whatever maxLength says.
  const walks = fc.array(stepArbitrary, { maxLength: options.maxSteps ?? 30, size: 'max' });

  const timeout = options.timeout ?? 60_000;

  /** Runs a check on the defaults and on every design a random walk reaches (or only where it ends). */
  const everyReachableDesign = (check: (design: D) => void, endsOnly = false): void => {
    fc.assert(
      fc.property(walks, (steps) => {
        check(family.defaults());
        const end = familyWalk(family, steps, (event) => {
          if (!endsOnly && event.result.ok) check(event.result.design);
        });
        if (endsOnly) check(end);
      }),
      params,
    );
  };

  describe(`family laws: ${family.furniture_type}`, () => {
    it('defaults are valid and carry the family tag and version', () => {
      const design = family.defaults();
      expect(design.furniture_type).toBe(family.furniture_type);
      expect(design.version).toBe(family.version);
      expect(family.validate(design).errors).toEqual([]);
    }, timeout);

    it('any sequence of enabled options yields a valid design or a DesignRuleError, without mutation', () => {
      fc.assert(
        fc.property(walks, (steps) => {
          familyWalk(family, steps, (event) => {
            expect(event.inputMutated, `apply() in ${event.view} must not mutate its input`).toBe(false);
            if (event.result.ok) {
              expect(family.validate(event.result.design).errors, `after ${event.view}`).toEqual([]);
            } else {
              expect(event.result.error.message.length, 'DesignRuleError message').toBeGreaterThan(0);
              expect(family.validate(event.before).errors, 'design before a refused option').toEqual([]);
            }
          });
        }),
        params,
      );
    }, timeout);

    it('parts and scene agree for every reachable design', () => {
      everyReachableDesign((design) => expectPartsAndSceneAgree(family, design));
    }, timeout);

    // Checked where each walk ends: every view's options and six prices per design are the costly part.
    it('every derivation is deterministic', () => {
      const views = familyViews(family);
      everyReachableDesign((design) => {
        const copy = clone(design);
        expect(family.elements(copy)).toEqual(family.elements(design));
        expect(family.validate(copy)).toEqual(family.validate(design));
        expect(family.dimensions(copy)).toEqual(family.dimensions(design));
        expect(family.sections(copy)).toEqual(family.sections(design));
        for (const view of views) expect(family.options(copy, view.id, [])).toEqual(family.options(design, view.id, []));
        const elements = family.elements(design);
        expect(sceneObjects(family.elements(copy))).toEqual(sceneObjects(elements));
        const partList = billOfParts(elements, family.catalogue);
        for (const country of COUNTRY_CODES) {
          expect(price(billOfParts(family.elements(copy), family.catalogue), family.catalogue, { country })).toEqual(
            price(partList, family.catalogue, { country }),
          );
        }
        expect(encodeDesign(copy)).toBe(encodeDesign(design));
      }, true);
    }, timeout);

    it('compressedStructure round-trips through parse()', () => {
      everyReachableDesign((design) => {
        const parsed = family.parse(decodeDesign(encodeDesign(design)));
        expect(parsed.ok ? parsed.design : parsed.errors).toEqual(design);
      });
    }, timeout);
  });
}

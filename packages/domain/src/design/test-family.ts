import type { CatalogueEntry } from '../catalogue/entry.ts';
import { cents } from '../money/cents.ts';
import { testEntry } from '../catalogue/test-catalogue.ts';
import { mm } from '../units/index.ts';
import {
  DesignRuleError,
  type ConfigurationOption,
  type DesignBase,
  type Family,
  type ViewMetadata,
} from '../families/family.ts';
import type { DesignElement } from './element.ts';
import type { DesignIssue } from './issue.ts';

/** A tiny family for tests of the generic machinery: a row of boxes with a size and a colour each. */
export interface BoxDesign extends DesignBase {
  furniture_type: 'cushion';
  boxes: { length: number; color: string }[];
}

const LENGTHS = [300, 400, 500, 600];
const COLORS = ['velvetex_blue_1007', 'diamante_grey_12108', 'oak'];

const view = (id: string, selectionMode: ViewMetadata['selectionMode'], subViews: string[] = []): ViewMetadata => ({
  id,
  label: id,
  maxZoom: 1,
  selectionMode,
  cameras: { default: { azimuth: 0, polar: 80 } },
  resetsSelection: false,
  subViews,
});

const option = (group: string, type: string, value: string | number, selected: boolean, disabled = false): ConfigurationOption => ({
  action: type === 'remove' ? 'remove' : type === 'duplicate' ? 'duplicate' : 'update',
  group,
  type,
  value,
  text: String(value),
  isDisabled: disabled,
  isSelected: selected,
});

function validate(design: BoxDesign): { errors: DesignIssue[]; warnings: DesignIssue[] } {
  const errors: DesignIssue[] = [];
  if (design.boxes.length === 0) errors.push({ path: 'boxes', code: 'box.empty', message: 'At least one box.' });
  if (design.boxes.length > 4) errors.push({ path: 'boxes', code: 'box.max', message: 'At most four boxes.' });
  design.boxes.forEach((b, i) => {
    if (!LENGTHS.includes(b.length)) errors.push({ path: `boxes.${i}.length`, code: 'box.length', message: 'Bad length.' });
    if (!COLORS.includes(b.color)) errors.push({ path: `boxes.${i}.color`, code: 'box.color', message: 'Bad colour.' });
  });
  return { errors, warnings: [] };
}

const selectedIndexes = (design: BoxDesign, selection: readonly string[]): number[] =>
  design.boxes.flatMap((_, i) => (selection.includes(`m${i}`) ? [i] : []));

/** Builds the box family; `bugs` switches on deliberate law violations for the harness's own tests. */
export function boxFamily(bugs: { mutate?: boolean; invalid?: boolean; missingPart?: boolean } = {}): Family<BoxDesign> {
  const entry = (sku: string, type: string, [length, width, height]: [number, number][], label: string, priceGroup: string, price: CatalogueEntry['price']): CatalogueEntry =>
    testEntry({ sku, furniture_type: 'cushion', type, length: length!, width: width!, height: height!, label, priceGroup, price });
  const catalogue: CatalogueEntry[] = [
    entry('900.001.01', 'box', [[300, 600], [400, 400], [200, 200]], 'Box', 'modules', {
      EUR: { base: cents(2000), perSquareMetre: cents(10000) },
      CHF: { base: cents(2200), perSquareMetre: cents(11000) },
      GBP: { base: cents(1800), perSquareMetre: cents(9000) },
    }),
    entry('900.002.01', 'connector', [[10, 10], [10, 10], [10, 10]], 'Connector', 'fittings', {
      EUR: { base: cents(150), perSquareMetre: cents(0) },
      CHF: { base: cents(170), perSquareMetre: cents(0) },
      GBP: { base: cents(130), perSquareMetre: cents(0) },
    }),
  ];
  return {
    furniture_type: 'cushion',
    version: 1,
    defaults: () => ({ furniture_type: 'cushion', version: 1, boxes: [{ length: 400, color: 'velvetex_blue_1007' }] }),
    parse(input) {
      const d = input as Partial<BoxDesign> | null;
      if (!d || d.furniture_type !== 'cushion' || !Array.isArray(d.boxes)) {
        return { ok: false, errors: [{ path: '', code: 'box.parse', message: 'Not a box design.' }] };
      }
      const design: BoxDesign = {
        furniture_type: 'cushion',
        version: 1,
        boxes: d.boxes.map((b) => ({ length: Number(b.length), color: String(b.color) })),
      };
      const { errors } = validate(design);
      return errors.length > 0 ? { ok: false, errors } : { ok: true, design };
    },
    validate,
    views: {
      desktop: view('default', 'single', ['sizes', 'colors']),
      mobile: [view('modules', 'single'), view('colors', 'multi'), view('review', 'none')],
      nextLabels: ['To colors', 'To review'],
      steps: [
        { ...view('modules', 'single'), tab: 'modules', nextLabel: null },
        { ...view('colors', 'multi'), tab: 'colors', nextLabel: 'To colors' },
        { ...view('review', 'none'), tab: 'review', nextLabel: 'To review' },
      ],
      colorGroups: ['whole'],
    },
    optionRange: () => null,
    options(design, viewId, selection) {
      const selected = selectedIndexes(design, selection);
      const current = design.boxes[selected[0] ?? -1];
      if (viewId === 'sizes' || viewId === 'modules' || viewId === 'default') {
        if (!current) return [];
        return [
          ...LENGTHS.map((l) => option('size', 'length', l, current.length === l)),
          option('size', 'length', 9999, false, true), // disabled: must never be applied
          option('modules', 'duplicate', 'box', false),
          option('modules', 'remove', 'box', false, design.boxes.length <= 1),
        ];
      }
      if (viewId === 'colors') {
        return COLORS.map((c) => option('color', 'color', c, selected.every((i) => design.boxes[i]?.color === c)));
      }
      return [];
    },
    apply(design, opt, selection) {
      const selected = selectedIndexes(design, selection);
      if (bugs.mutate && opt.type === 'color') {
        for (const i of selected) {
          const box = design.boxes[i];
          if (box) box.color = String(opt.value);
        }
        return design;
      }
      const boxes = design.boxes.map((b, i) => {
        if (!selected.includes(i)) return b;
        if (opt.type === 'length') return { ...b, length: Number(opt.value) };
        if (opt.type === 'color') return { ...b, color: String(opt.value) };
        return b;
      });
      let next: BoxDesign = { ...design, boxes };
      if (opt.type === 'duplicate') {
        if (design.boxes.length >= 4 && !bugs.invalid) {
          throw new DesignRuleError({ path: 'boxes', code: 'box.max', message: 'At most four boxes.' });
        }
        next = { ...design, boxes: [...design.boxes, ...selected.map((i) => ({ ...(design.boxes[i] ?? { length: 400, color: 'oak' }) }))] };
      }
      if (opt.type === 'remove') next = { ...design, boxes: design.boxes.filter((_, i) => !selected.includes(i)) };
      return next;
    },
    elements(design) {
      let x = 0;
      const out: DesignElement[] = [];
      design.boxes.forEach((b, i) => {
        out.push({
          furniture_type: 'cushion',
          section: `m${i}`,
          type: bugs.missingPart && b.length === 600 ? 'unknown' : 'box',
          length: mm(b.length),
          width: mm(400),
          height: mm(200),
          color: b.color,
          shape: 'box',
          margin_x: mm(x),
          margin_y: mm(0),
          margin_z: mm(0),
        });
        if (i > 0) {
          // A hidden connector: a physical part that is not drawn.
          out.push({
            furniture_type: 'cushion', section: `m${i}`, type: 'connector', length: mm(10), width: mm(10), height: mm(10),
            color: 'chrome', margin_x: mm(x - 5), margin_y: mm(100), margin_z: mm(200), invisible: true,
          });
        }
        x += b.length;
      });
      // A decoration: drawn, not a part.
      out.push({ shape: 'shadow', section: 'all', type: 'shadow' } as DesignElement);
      return out;
    },
    dimensions: (design) => ({ length: mm(design.boxes.reduce((s, b) => s + b.length, 0)), width: mm(400), height: mm(200) }),
    sections: (design) => design.boxes.map((_, i) => ({ id: `m${i}`, label: `Box ${i + 1}` })),
    assembly: { featureId: 7, recommendation: (design) => (design.boxes.length > 2 ? 'recommended' : 'none') },
    baseboardCutFeatureId: null,
    catalogue,
    shippingDays: 10,
    backLink: { id: 'boxes', path: '/boxes', label: 'Back to boxes' },
    designNotFoundPath: { desktop: '/', phone: '/' },
    homeCard: null,
    formerPathSegment: null,
    sceneStyle: () => null,
    cameraExposure: 1,
    cameraOrbitDegrees: null,
    sectionNoun: 'module',
    sharedRuleSet: null,
    baseboardCutSize: () => ({ depth: null, height: null }),
  };
}

/**
 * The direct handles of the 3D view (issue 16 "Touch the piece"), from the options the panel shows: a
 * size the view lets the selection change (a shelf column's width or height, a wardrobe's height) becomes
 * a handle dragged along the piece, and an enabled "add" option (a column on the left or right, a sofa
 * module) a "+" point at the piece's end. They are the panel's own options, so every handle is also a
 * control of the panel, and each is keyboard operable in the view itself (docs/decisions.md "Direct
 * handles are the panel's options").
 */
import { insertPlaces, rangeOption, snapToRange, type ConfigurationOption, type DesignBase, type Family, type OptionRange, type Selection } from '@masswerk/domain';
import type { OptionCluster, SubViewOptions } from './view-options';
import type { HandleSide } from './viewer/viewer-props';

/** A handle before it is worded: what it changes, where it sits, and the option it applies. */
export interface HandlePlan {
  id: string;
  kind: 'add' | 'size';
  /** The sections it sits on (the whole piece when empty), and at which side of them. */
  sections: readonly string[];
  side: HandleSide;
  /** add: the option a press applies. */
  option?: ConfigurationOption;
  /** add between two sections: the new one's index (it goes between `sections[0]` and `sections[1]`). */
  at?: number;
  /** size: the cluster it is drawn from and its range, if the rules allow one. */
  cluster?: OptionCluster;
  range?: OptionRange;
  /** size: the allowed values, ascending, and the selection's value (null when the selected parts differ). */
  values?: readonly number[];
  value?: number | null;
}

/** Option types of a size along the piece (x) or up it (y). */
const SIZE_TYPES: readonly (readonly [RegExp, 'right' | 'top'])[] = [
  [/(^|-)height$/i, 'top'],
  [/(^|-)length$/i, 'right'],
];
const ADD_TYPE = /(^|-)add($|-)|^add[A-Z]/;
/** Most values a range is offered with (a 1 mm step over 36 cm is 362; more would only slow the keys). */
const MAX_VALUES = 2000;

const numeric = (o: ConfigurationOption): o is ConfigurationOption & { value: number } => typeof o.value === 'number';

function rangeValues(range: OptionRange): number[] {
  const count = Math.min(MAX_VALUES, Math.floor((range.max - range.min) / range.step + 1e-9) + 1);
  return Array.from({ length: count }, (_, k) => snapToRange(range, range.min + k * range.step)!);
}

/** The handles of a view: its size clusters and its enabled add options, each once. */
export function handlePlans(subViews: readonly SubViewOptions[], selection: Selection): HandlePlan[] {
  const plans: HandlePlan[] = [];
  const seen = new Set<string>();
  for (const subView of subViews) {
    for (const cluster of subView.clusters) {
      const key = `${cluster.group}|${cluster.type}`;
      if (seen.has(key)) continue;
      const side = SIZE_TYPES.find(([pattern]) => pattern.test(cluster.type))?.[1];
      // One size handle per side (the first size a view offers there: a shelf's column height, not its plinth's).
      if (side !== undefined && cluster.action === 'update' && cluster.options.every(numeric) && !seen.has(`size:${side}`)) {
        const range = subView.range !== undefined && subView.range.group === cluster.group && subView.range.type === cluster.type ? subView.range : undefined;
        const options = cluster.options.filter((o) => !o.isDisabled || o.isSelected);
        const values = range !== undefined ? rangeValues(range) : [...new Set(options.map((o) => o.value as number))].sort((a, b) => a - b);
        if (values.length < 2) continue;
        const selected = cluster.options.filter((o) => o.isSelected);
        const value = range !== undefined ? range.value : selected.length === 1 ? (selected[0]!.value as number) : null;
        seen.add(key);
        seen.add(`size:${side}`);
        plans.push({ id: `size:${key}`, kind: 'size', sections: selection, side, cluster, range, values, value });
        continue;
      }
      // A "+" adds a column or a module (not a board or a front inside one).
      if (!ADD_TYPE.test(cluster.type) || !/column|module/i.test(`${cluster.group} ${cluster.type}`) || cluster.action !== 'update') continue;
      // One "+" per end: a value that names a side goes there, the first other enabled option to the right.
      for (const option of cluster.options) {
        // An ottoman stands apart from the sofa: it is no "+" at the sofa's end.
        if (option.isDisabled || option.ottomanMode === true) continue;
        const end: HandleSide = option.value === 'left' ? 'left' : 'right';
        const id = `add:${end}`;
        if (seen.has(id)) continue;
        seen.add(id);
        plans.push({ id, kind: 'add', sections: [], side: end, option });
      }
    }
  }
  return plans;
}

/**
 * The "+" between two columns or modules, wherever the family's rules let the view's "+" options (those at
 * the ends) insert there: the first of them that fits at each inner place (its apply() is tried, so the
 * panel's validation decides). Left to right, after `plans`.
 */
export function insertPlans<D extends DesignBase>(family: Family<D>, design: D, plans: readonly HandlePlan[]): HandlePlan[] {
  const adds = plans.filter((p) => p.kind === 'add' && p.option !== undefined).sort((a, b) => (a.side === 'right' ? 0 : 1) - (b.side === 'right' ? 0 : 1));
  const byPlace = new Map<number, HandlePlan>();
  for (const add of adds) {
    for (const place of insertPlaces(family, design, add.option!)) {
      if (byPlace.has(place.at)) continue;
      byPlace.set(place.at, { id: `add:at:${place.at}`, kind: 'add', sections: [place.after, place.before], side: 'between', option: place.option, at: place.at });
    }
  }
  return [...byPlace.values()].sort((a, b) => a.at! - b.at!);
}

/** The option a handle applies for `value` (a size) or a press (an add); null when it has none. */
export function handleOption(plan: HandlePlan, value: number | null): ConfigurationOption | null {
  if (plan.kind === 'add') return plan.option ?? null;
  if (value === null) return null;
  if (plan.range !== undefined) return rangeOption(plan.range, value);
  return plan.cluster?.options.find((o) => o.value === value) ?? null;
}

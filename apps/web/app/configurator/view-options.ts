import { designsEqual, type ConfigurationOption, type DesignBase, type Family, type OptionRange, type Selection, type ViewMetadata, type ViewStep } from '@masswerk/domain';

/** Options of one kind inside a sub-view: same group, type and action (a row of buttons, swatches or a list). */
export interface OptionCluster {
  key: string;
  group: string;
  type: string;
  action: ConfigurationOption['action'];
  options: ConfigurationOption[];
}

/** A sub-view of the panel with its option clusters. */
export interface SubViewOptions {
  id: string;
  clusters: OptionCluster[];
  /** The size this sub-view also lets the selection choose from a range (a slider and a number), if any. */
  range?: OptionRange;
}

/** The view metadata of a view id: the desktop view or a phone step. */
export function viewById(family: Pick<Family, 'views'>, id: string): ViewMetadata {
  if (id === family.views.desktop.id) return family.views.desktop;
  return family.views.steps.find((v) => v.id === id) ?? family.views.desktop;
}

/**
 * The sub-views a view shows. A phone step shows its own (or its tab when it has none, as the review).
 * The desktop's one combined tab shows every step's sub-views in step order, then any of its own not yet
 * listed, so nothing a phone offers is missing on a desktop.
 */
export function viewSubViews(family: Family, viewId: string): string[] {
  const own = (v: ViewStep): string[] => (v.subViews.length > 0 ? v.subViews : [v.tab]);
  if (viewId !== family.views.desktop.id) {
    const step = family.views.steps.find((v) => v.id === viewId);
    return step === undefined ? [viewId] : own(step);
  }
  return [...new Set([...family.views.steps.flatMap(own), ...family.views.desktop.subViews])];
}

/**
 * The step that `?tab=` names: a step by its id, else the first step of the mobile tab of that id (or of
 * that id with "Mobile": "colors" for colorsMobile); null when none.
 */
export function stepFromParam(family: Pick<Family, 'views'>, tab: string | null): ViewStep | null {
  if (tab === null) return null;
  const { steps, mobile } = family.views;
  const byId = steps.find((s) => s.id === tab);
  if (byId !== undefined) return byId;
  const tabId = mobile.find((t) => t.id === tab)?.id ?? mobile.find((t) => t.id.replace(/Mobile$/, '') === tab)?.id;
  return steps.find((s) => s.tab === tabId) ?? null;
}

const optionKey = (o: ConfigurationOption): string => `${o.action}|${o.group}|${o.type}|${String(o.value)}|${o.text}`;

/**
 * The options of a view, by sub-view and cluster, for the design and selection. An option offered by
 * two sub-views (a tab id that is also a sub-view id) is shown once, where it first appears, and so is a
 * range (the family's optionRange); sub-views without options are left out.
 */
export function viewOptions<D extends DesignBase>(family: Family<D>, design: D, viewId: string, selection: Selection): SubViewOptions[] {
  const seen = new Set<string>();
  const out: SubViewOptions[] = [];
  for (const id of viewSubViews(family as unknown as Family, viewId)) {
    const clusters = new Map<string, OptionCluster>();
    for (const option of family.options(design, id, selection)) {
      const key = optionKey(option);
      if (seen.has(key)) continue;
      seen.add(key);
      const clusterKey = `${option.group}|${option.type}|${option.action}`;
      let cluster = clusters.get(clusterKey);
      if (cluster === undefined) {
        cluster = { key: `${id}|${clusterKey}`, group: option.group, type: option.type, action: option.action, options: [] };
        clusters.set(clusterKey, cluster);
      }
      cluster.options.push(option);
    }
    if (clusters.size === 0) continue;
    const range = family.optionRange(design, id, selection);
    const rangeKey = range === null ? '' : `range|${range.action}|${range.group}|${range.type}`;
    if (range === null || seen.has(rangeKey)) {
      out.push({ id, clusters: [...clusters.values()] });
      continue;
    }
    seen.add(rangeKey);
    out.push({ id, clusters: [...clusters.values()], range });
  }
  return out;
}

/**
 * Two options the panel shows alike. A disabled option's `message` is worded lazily from its code and
 * parameters (compared instead); an option without a code compares its message as it is.
 */
function optionsAlike(a: ConfigurationOption, b: ConfigurationOption): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const lazyMessage = a.messageCode !== undefined;
  // A plain loop, most fields compared as they are: some 300 options are compared on every edit.
  for (const key of keys) {
    if (key === 'message' && lazyMessage) continue;
    if (!Object.hasOwn(b, key)) return false;
    const x = a[key as keyof ConfigurationOption];
    const y = b[key as keyof ConfigurationOption];
    if (x !== y && (typeof x !== 'object' || !designsEqual(x, y))) return false;
  }
  return true;
}

function clustersAlike(a: OptionCluster, b: OptionCluster): boolean {
  return a.key === b.key && a.action === b.action && a.options.length === b.options.length && a.options.every((o, i) => optionsAlike(o, b.options[i]!));
}

/**
 * The part a step opens with picked, or null: a step whose options all act on one picked part (the
 * wardrobe's interiors, single selection) and offers nothing with none picked, opened with none picked,
 * picks the first part, so it never opens on "nothing to choose". The "next" button and the steps row
 * do it, and so does a page opened at that step (?tab=).
 */
export function firstPartFor<D extends DesignBase>(family: Family<D>, design: D, viewId: string, selection: Selection, sectionIds: readonly string[]): string | null {
  if (viewById(family, viewId).selectionMode !== 'single' || selection.length > 0 || sectionIds.length === 0) return null;
  return viewOptions(family, design, viewId, []).length === 0 ? sectionIds[0]! : null;
}

/**
 * A memory of the last sub-views shown: given the next ones, it puts back every cluster that shows the
 * same options as before (and the whole list when nothing changed), so the panel re-renders only the
 * clusters a click changed (OptionClusterView and OptionPanel are memoised by identity).
 */
export function subViewsSharing(): (next: SubViewOptions[]) => SubViewOptions[] {
  let last: SubViewOptions[] = [];
  return (next) => {
    const before = new Map(last.flatMap((v) => v.clusters.map((c) => [c.key, c] as const)));
    const shared = next.map((view, i) => {
      const clusters = view.clusters.map((cluster) => {
        const old = before.get(cluster.key);
        return old !== undefined && clustersAlike(old, cluster) ? old : cluster;
      });
      const previous = last[i];
      const unchanged = previous !== undefined && previous.id === view.id && previous.clusters.length === clusters.length && clusters.every((c, k) => c === previous.clusters[k]);
      return unchanged && designsEqual(previous.range, view.range) ? previous : { ...view, clusters };
    });
    if (shared.length !== last.length || shared.some((v, i) => v !== last[i])) last = shared;
    return last;
  };
}

/** The key of a next label: 'To legs couch' -> "legs-couch". */
export function nextLabelKey(label: string): string {
  return label.replace(/^to\s+/i, '').trim().toLowerCase().replace(/\s+/g, '-');
}

/** The key of the spec's next label that opens `step` ('To back cushions' -> "back-cushions"), null for the first step. */
export function nextLabelFor(step: Pick<ViewStep, 'nextLabel'>): string | null {
  return step.nextLabel === null ? null : nextLabelKey(step.nextLabel);
}

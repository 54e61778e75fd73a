import type { ConfigurationOption, DesignBase, Family, OptionRange, Selection, ViewMetadata, ViewStep } from '@masswerk/domain';

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
export function viewById(family: Family, id: string): ViewMetadata {
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

/** The key of a next label: 'To legs couch' -> "legs-couch". */
export function nextLabelKey(label: string): string {
  return label.replace(/^to\s+/i, '').trim().toLowerCase().replace(/\s+/g, '-');
}

/** The key of the spec's next label that opens `step` ('To back cushions' -> "back-cushions"), null for the first step. */
export function nextLabelFor(step: Pick<ViewStep, 'nextLabel'>): string | null {
  return step.nextLabel === null ? null : nextLabelKey(step.nextLabel);
}

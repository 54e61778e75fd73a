import type { ConfigurationOption, DesignBase, Family, Selection, ViewMetadata } from '@masswerk/domain';

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
}

/** The view metadata of a view id: the desktop view or a mobile tab. */
export function viewById(family: Family, id: string): ViewMetadata {
  if (id === family.views.desktop.id) return family.views.desktop;
  return family.views.mobile.find((v) => v.id === id) ?? family.views.desktop;
}

/**
 * The sub-views a view shows. A mobile tab shows its own (or itself when it has none, as the review tab).
 * The desktop's one combined tab shows every mobile tab's sub-views in tab order, then any of its own not
 * yet listed, so nothing a phone offers is missing on a desktop.
 */
export function viewSubViews(family: Family, viewId: string): string[] {
  const own = (v: ViewMetadata): string[] => (v.subViews.length > 0 ? v.subViews : [v.id]);
  if (viewId !== family.views.desktop.id) return own(viewById(family, viewId));
  return [...new Set([...family.views.mobile.flatMap(own), ...family.views.desktop.subViews])];
}

const optionKey = (o: ConfigurationOption): string => `${o.action}|${o.group}|${o.type}|${String(o.value)}|${o.text}`;

/**
 * The options of a view, by sub-view and cluster, for the design and selection. An option offered by
 * two sub-views (a tab id that is also a sub-view id) is shown once, where it first appears; sub-views
 * without options are left out.
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
    if (clusters.size > 0) out.push({ id, clusters: [...clusters.values()] });
  }
  return out;
}

/** The key of a next label: 'To legs couch' -> "legs-couch". */
export function nextLabelKey(label: string): string {
  return label.replace(/^to\s+/i, '').trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * The key of the spec's next label that leads to `target` (the tab a next button opens), or null when none
 * does: the family says which tab each of its labels opens (family.nextLabelTabs).
 */
export function nextLabelFor(family: Pick<Family, 'nextLabelTabs'>, target: ViewMetadata): string | null {
  const label = Object.entries(family.nextLabelTabs).find(([, tab]) => tab === target.id)?.[0];
  return label === undefined ? null : nextLabelKey(label);
}

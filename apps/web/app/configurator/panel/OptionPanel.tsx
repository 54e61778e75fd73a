import { memo } from 'react';
import type { ConfigurationOption } from '@masswerk/domain';
import type { Translator } from '../i18n';
import type { OptionCluster, SubViewOptions } from '../view-options';
import { OptionClusterView, showsAsList } from './OptionClusterView';
import { RangeControl } from './RangeControl';

export interface OptionPanelProps {
  subViews: SubViewOptions[];
  t: Translator;
  onApply(option: ConfigurationOption): void;
}

/** The heading of a cluster: none for a lone action, else its own name or the sub-view's. */
function clusterLegend(cluster: OptionCluster, t: Translator): string | null {
  if (cluster.options.length === 1 && cluster.action !== 'update') return null;
  // Only clusters with a name of their own get a legend; the others sit under the sub-view's heading.
  const own = t.tryT(`cluster.${cluster.group}/${cluster.type}`, '');
  return own === '' ? null : own;
}

/**
 * The options of the current view, one section per sub-view; a size chosen from a range follows its buttons
 * (its quick picks), or takes the place of a long list of them (the wardrobe's 26 heights): its slider and
 * number offer the same sizes, and a list box beside them would offer them twice. Memoised, like its clusters.
 */
export const OptionPanel = memo(function OptionPanel({ subViews, t, onApply }: OptionPanelProps) {
  if (subViews.length === 0) return <p className="cfg-muted">{t.t('panel.empty')}</p>;
  return (
    <div className="cfg-subviews">
      {subViews.map((subView) => (
        <section key={subView.id} className="cfg-subview" aria-labelledby={headingId(subView.id)}>
          <h3 id={headingId(subView.id)}>{t.tryT(`subview.${subView.id}`, subView.id)}</h3>
          {subView.clusters.map((cluster) => {
            const heading = t.tryT(`subview.${subView.id}`, subView.id);
            // A cluster named as its sub-view (the wardrobe's interiors, one kind per sub-view) needs no legend of its own.
            const own = clusterLegend(cluster, t);
            const legend = own === heading ? null : own;
            const { range } = subView;
            const view = <OptionClusterView key={cluster.key} cluster={cluster} legend={legend} name={legend ?? heading} t={t} onApply={onApply} />;
            if (range === undefined || range.group !== cluster.group || range.type !== cluster.type) return view;
            if (showsAsList(cluster.options)) {
              return (
                <div key={cluster.key} className="cfg-ranged cfg-range-alone">
                  <RangeControl range={range} label={legend ?? heading} t={t} onApply={onApply} />
                </div>
              );
            }
            return (
              <div key={cluster.key} className="cfg-ranged">
                {view}
                <RangeControl range={range} label={t.tryT(`range.${range.group}/${range.type}`, legend ?? heading)} t={t} onApply={onApply} />
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
});

const headingId = (subView: string): string => `subview-${subView.replace(/[^\w-]/g, '-')}`;

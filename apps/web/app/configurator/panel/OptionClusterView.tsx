import { memo, useId, useState } from 'react';
import { colorById, type ConfigurationOption } from '@masswerk/domain';
import { optionIsColor, type Translator } from '../i18n';
import { MaterialCloseup } from './MaterialCloseup';
import type { OptionCluster } from '../view-options';

export interface OptionClusterViewProps {
  cluster: OptionCluster;
  /** Heading of the cluster, or null when the sub-view heading or the options speak for themselves. */
  legend: string | null;
  /** Accessible name of the cluster's list box, when it is one. */
  name: string;
  t: Translator;
  onApply(option: ConfigurationOption): void;
}

/** Above this many options (not colours), a list box with an apply button reads better than buttons. */
const LIST_THRESHOLD = 12;

/** Whether a cluster of these options shows as a list box (many options, not colours) rather than buttons. */
export function showsAsList(options: readonly ConfigurationOption[]): boolean {
  return options.length > LIST_THRESHOLD && !options.every(optionIsColor);
}

const optionId = (o: ConfigurationOption): string => `${o.action}|${String(o.value)}|${o.text}`;

/**
 * One cluster of options: colour swatches, a row of buttons, or a list to choose from. A disabled option
 * stays visible and focusable and says why (each distinct reason is written once, below the options).
 * Memoised: an edit re-renders the clusters whose options it changed (view-options.ts subViewsSharing).
 */
export const OptionClusterView = memo(function OptionClusterView({ cluster, legend, name, t, onApply }: OptionClusterViewProps) {
  const baseId = useId();
  const { options } = cluster;
  const isColor = options.every(optionIsColor);
  const reasons = [...new Set(options.filter((o) => o.isDisabled && o.message).map((o) => t.reason(o)))];
  const reasonId = (o: ConfigurationOption): string | undefined =>
    o.isDisabled && o.message ? `${baseId}-why-${reasons.indexOf(t.reason(o))}` : undefined;
  const chosen = isColor ? options.find((o) => o.isSelected) : undefined;

  let body: React.ReactNode;
  if (isColor) {
    // The chosen colour's close-up sits at the top right, beside the first family's heading, so the first
    // swatches stay in sight under a phone's 3D view.
    const closeup = chosen ? (
      <div className="cfg-closeup">
        <p>
          <span className="visually-hidden">{t.t('material.closeup')}: </span>
          <strong>{t.option(chosen)}</strong>
          <span className="cfg-muted">{materialName(String(chosen.value), t)}</span>
        </p>
        <MaterialCloseup colorId={String(chosen.value)} size={48} />
      </div>
    ) : null;
    body = (
      <div className="cfg-swatch-groups">
        {colorGroups(options).map((group, index) => (
          <div key={group.key} className="cfg-swatch-group">
            <div className="cfg-swatch-head">
              <h4 className="cfg-swatch-family">{materialName(group.colorId, t)}</h4>
              {index === 0 ? closeup : null}
            </div>
            <ul className="cfg-swatches" role="list">
              {group.options.map((o) => (
                <li key={optionId(o)}>
                  <button
                    type="button"
                    className="cfg-swatch"
                    aria-pressed={o.isSelected}
                    aria-disabled={o.isDisabled || undefined}
                    aria-describedby={reasonId(o)}
                    onClick={() => !o.isDisabled && onApply(o)}
                  >
                    <span className="cfg-swatch-chip" style={{ background: colorById(String(o.value))?.hex ?? '#ccc' }} aria-hidden="true" />
                    <span className="cfg-swatch-name">{t.option(o)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    );
  } else if (showsAsList(options)) {
    body = <OptionList options={options} label={name} t={t} onApply={onApply} />;
  } else {
    body = (
      <ul className="cfg-choices" role="list">
        {options.map((o) => (
          <li key={optionId(o)}>
            <button
              type="button"
              className={`cfg-choice${o.action === 'remove' ? ' cfg-choice-remove' : ''}`}
              aria-pressed={o.action === 'update' || o.action === 'toggle' ? o.isSelected : undefined}
              aria-disabled={o.isDisabled || undefined}
              aria-describedby={reasonId(o)}
              onClick={() => !o.isDisabled && onApply(o)}
            >
              {t.option(o)}
            </button>
          </li>
        ))}
      </ul>
    );
  }

  const why =
    showsAsList(options)
      ? null
      : reasons.map((message, i) => (
          <p key={message} id={`${baseId}-why-${i}`} className="cfg-reason">
            {message}
          </p>
        ));
  if (legend === null && chosen === undefined) {
    return (
      <div className="cfg-cluster">
        {body}
        {why}
      </div>
    );
  }
  return (
    <fieldset className="cfg-cluster">
      {/* A colour's close-up names it under the legend, so there the legend only names the fieldset for a screen reader. */}
      <legend className={isColor && chosen && legend === null ? 'visually-hidden' : undefined}>
        {legend}
        {chosen ? (
          <span className={isColor ? 'visually-hidden' : 'cfg-legend-value'}>
            {legend ? ': ' : ''}
            {t.option(chosen)}
          </span>
        ) : null}
      </legend>
      {body}
      {why}
    </fieldset>
  );
});

/** Colour options grouped by material family (laminate, solid wood, Velvetex fabric, ...), in the order they are offered. */
export function colorGroups(options: readonly ConfigurationOption[]): { key: string; colorId: string; options: ConfigurationOption[] }[] {
  const groups = new Map<string, { key: string; colorId: string; options: ConfigurationOption[] }>();
  for (const option of options) {
    const color = colorById(String(option.value));
    const key = color === undefined ? 'other' : `${color.kind}:${color.family}`;
    const group = groups.get(key) ?? { key, colorId: String(option.value), options: [] };
    group.options.push(option);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The material family of a colour in words: "Laminate", "Solid wood", "Velvetex fabric", "Belize leather". */
export function materialName(colorId: string, t: Translator): string {
  const color = colorById(colorId);
  if (color === undefined) return '';
  const family = color.family.charAt(0).toUpperCase() + color.family.slice(1);
  return t.tryT(`material.${color.kind}`, color.kind, { family });
}

interface OptionListProps {
  options: ConfigurationOption[];
  label: string;
  t: Translator;
  onApply(option: ConfigurationOption): void;
}

/** Many options (heights, interior places): a list box and an apply button; a disabled choice shows why. */
function OptionList({ options, label, t, onApply }: OptionListProps) {
  const id = useId();
  const selected = options.findIndex((o) => o.isSelected);
  const [index, setIndex] = useState(selected >= 0 ? selected : 0);
  const at = Math.min(index, options.length - 1);
  const current = options[at];
  const unavailable = current?.isDisabled === true;
  return (
    <div className="cfg-list">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select id={id} value={at} onChange={(e) => setIndex(Number(e.target.value))}>
        {options.map((o, i) => (
          <option key={optionId(o)} value={i}>
            {t.option(o)}
            {o.isSelected ? ` (${t.t('panel.selected')})` : ''}
            {o.isDisabled ? ` (${t.t('panel.unavailable')})` : ''}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="cfg-choice"
        aria-disabled={unavailable || undefined}
        aria-describedby={unavailable ? `${id}-why` : undefined}
        onClick={() => current && !unavailable && onApply(current)}
      >
        {t.t('panel.apply')}
      </button>
      {unavailable && current?.message ? (
        <p id={`${id}-why`} className="cfg-reason">
          {t.reason(current)}
        </p>
      ) : null}
    </div>
  );
}

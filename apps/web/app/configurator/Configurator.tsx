import { useCallback, useEffect, useMemo, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  DesignRuleError,
  countryOfLocale,
  deriveDesign,
  encodeDesign,
  familyOf,
  formatMoney,
  localePath,
  type ConfigurationOption,
  type DesignBase,
  type FurnitureType,
  type Locale,
} from '@masswerk/domain';
import { readCart, writeCart } from '../shell/local-store';
import { designSave, type SaveResult } from './api';
import { baseboardCutMetaOf, cartWithDesign } from './cart-line';
import { translatorFor, type ConfiguratorCatalogue } from './i18n';
import { HistoryControls } from './panel/HistoryControls';
import { IssueList } from './panel/IssueList';
import { OptionPanel } from './panel/OptionPanel';
import { PriceSummary } from './panel/PriceSummary';
import { SaveBar, type CartStatus, type SaveStatus } from './panel/SaveBar';
import { SectionList } from './panel/SectionList';
import { TabNav, tabName } from './panel/TabNav';
import { designPath } from './routing';
import { sessionRemember, sessionResume } from './state/session';
import { canRedo, canUndo, configuratorInit, configuratorReducer, selectionValid, type ConfiguratorState } from './state/store';
import { useLayout, type Layout } from './use-layout';
import { nextLabelFor, viewById, viewOptions } from './view-options';
import { thumbnailCapture, thumbnailStore, useThumbnail } from './thumbnail';
import { ViewerSlot } from './ViewerSlot';
import type { ViewerProps } from './viewer/viewer-props';

export interface ConfiguratorProps {
  furnitureType: FurnitureType;
  design: DesignBase;
  locale: Locale;
  messages: ConfiguratorCatalogue;
  /** The layout the server rendered (from the User-Agent). */
  serverLayout: Layout;
  /** The mobile tab asked for by ?tab=, if any. */
  tab: string | null;
  /** The saved design's uuid on /{type}/{uuid}, else null. */
  uuid: string | null;
  /** The page's origin, for the shareable link ("https://masswerk.example"). */
  origin: string;
}

const subscribeNothing = (): (() => void) => () => undefined;

/** The mobile tab that ?tab= names: its id, or its id without "Mobile" ("colors" for colorsMobile). */
export function tabFromParam(tabs: readonly { id: string }[], tab: string | null): string | null {
  if (tab === null) return null;
  return tabs.find((t) => t.id === tab)?.id ?? tabs.find((t) => t.id.replace(/Mobile$/, '') === tab)?.id ?? null;
}

/** The configurator of one family: panel, price, issues, selection, history and save around the 3D view. */
export function Configurator({ furnitureType, design, locale, messages, serverLayout, tab, uuid, origin }: ConfiguratorProps) {
  const family = familyOf(furnitureType);
  const t = useMemo(() => translatorFor(locale, messages), [locale, messages]);
  const country = countryOfLocale(locale);
  const tabs = family.views.mobile;
  const [state, dispatch] = useReducer(
    configuratorReducer<DesignBase>,
    null,
    (): ConfiguratorState => sessionResume(furnitureType, design) ?? configuratorInit(design, tabFromParam(tabs, tab) ?? tabs[0]?.id ?? 'default'),
  );
  const layout = useLayout(serverLayout);
  // False in the server's HTML and during hydration, true once the page reacts (tests wait for it).
  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const stepped = layout !== 'desktop';
  const viewId = stepped ? state.view : family.views.desktop.id;
  const view = viewById(family, viewId);
  const [assembly, setAssembly] = useState(false);
  const [baseboardCut, setBaseboardCut] = useState(false);
  const [showDimensions, setShowDimensions] = useState(false);
  const [ruleError, setRuleError] = useState<string | null>(null);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [cartStatus, setCartStatus] = useState<CartStatus>({ kind: 'idle' });
  const navigate = useNavigate();

  // Everything shown is derived from the design: nothing of it is kept in state.
  const derived = useMemo(
    () => deriveDesign(family, state.design, { countries: [country], assembly, baseboardCut }),
    [family, state.design, country, assembly, baseboardCut],
  );
  const sections = useMemo(() => family.sections(state.design), [family, state.design]);
  const sectionIds = useMemo(() => sections.map((s) => s.id), [sections]);
  const selection = selectionValid(state.selection, sectionIds);
  const subViews = useMemo(() => viewOptions(family, state.design, viewId, selection), [family, state.design, viewId, selection]);
  const compressed = derived.compressedStructure;
  const savedCompressed = useMemo(() => (uuid === null ? null : encodeDesign(design)), [uuid, design]);
  const lastSave = useRef<{ compressed: string; uuid: string } | null>(null);

  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
    sessionRemember(furnitureType, state);
  }, [state, furnitureType]);

  const apply = useCallback(
    (option: ConfigurationOption) => {
      try {
        const next = family.apply(stateRef.current.design, option, selectionValid(stateRef.current.selection, sectionIds));
        setRuleError(null);
        dispatch({ type: 'design', design: next });
      } catch (error) {
        if (!(error instanceof DesignRuleError)) throw error;
        setRuleError(t.t('panel.ruleError', { reason: t.issue(error.issue) }));
      }
    },
    [family, sectionIds, t, dispatch],
  );
  const undo = useCallback(() => dispatch({ type: 'undo' }), [dispatch]);
  const redo = useCallback(() => dispatch({ type: 'redo' }), [dispatch]);
  const select = useCallback((section: string) => dispatch({ type: 'select', section, mode: view.selectionMode, all: sectionIds }), [view.selectionMode, sectionIds, dispatch]);

  const goToTab = useCallback(
    (id: string) => {
      const target = viewById(family, id);
      dispatch({ type: 'view', view: id, resetsSelection: target.resetsSelection });
      // The step is part of the address (?tab=), replaced in place so that Back leaves the configurator.
      const url = new URL(window.location.href);
      url.searchParams.set('tab', id.replace(/Mobile$/, ''));
      window.history.replaceState(window.history.state, '', url);
    },
    [family, dispatch],
  );

  /**
   * Saves the design on screen and stores its thumbnail in the background (a failed upload keeps the
   * save). A design unchanged since it was opened or last saved keeps its uuid: every save is a new
   * design, so saving it again would make a copy (and a second cart line for the same piece).
   */
  const saveDesign = async (): Promise<SaveResult> => {
    if (uuid !== null && savedCompressed === compressed) return { ok: true, uuid };
    if (lastSave.current?.compressed === compressed) return { ok: true, uuid: lastSave.current.uuid };
    const result = await designSave(furnitureType, state.design);
    if (result.ok) {
      lastSave.current = { compressed, uuid: result.uuid };
      // The copy is taken now, while the canvas shows the saved design; encoding and upload follow.
      if (result.writeToken !== undefined) void thumbnailStore(result.uuid, result.writeToken, thumbnailCapture());
    }
    return result;
  };
  const failureText = (result: Exclude<SaveResult, { ok: true }>, invalidKey: 'save.invalid' | 'cart.invalid', networkKey: 'save.network' | 'cart.network'): string => {
    const reason = result.kind === 'invalid' ? [result.message, ...result.fields.map((f) => f.message)].filter(Boolean).join(' ') : '';
    return result.kind === 'invalid' ? t.t(invalidKey, { reason }) : t.t(networkKey);
  };

  const save = async (): Promise<void> => {
    if (saveStatus.kind === 'saving') return;
    setSaveStatus({ kind: 'saving' });
    const result = await saveDesign();
    if (result.ok) {
      setSaveStatus({ kind: 'idle' });
      sessionRemember(furnitureType, stateRef.current);
      void navigate(designPath(locale, furnitureType, result.uuid), { preventScrollReset: true });
      return;
    }
    setSaveStatus({ kind: 'error', message: failureText(result, 'save.invalid', 'save.network') });
  };

  // Add to cart saves (an unchanged design keeps the uuid of its last save), then adds the line
  // with the services chosen here; the page stays, so the visitor reads the confirmation where they clicked.
  const addToCart = async (): Promise<void> => {
    if (cartStatus.kind === 'adding') return;
    setCartStatus({ kind: 'adding' });
    const result = await saveDesign();
    if (!result.ok) {
      setCartStatus({ kind: 'error', message: failureText(result, 'cart.invalid', 'cart.network') });
      return;
    }
    try {
      const cart = cartWithDesign(readCart(), {
        uuid: result.uuid,
        locale,
        furnitureType,
        dimensions: derived.dimensions,
        elements: derived.elements,
        compressedStructure: derived.compressedStructure,
        assembly: assembly && family.assembly !== null,
        baseboardCut: baseboardCut && family.baseboardCutFeatureId !== null ? baseboardCutMetaOf(family, state.design, t.t('price.baseboardCut')) : null,
      });
      writeCart(cart);
      setCartStatus({ kind: 'added' });
    } catch {
      // Local storage full or blocked: the design is saved, the cart could not be written.
      setCartStatus({ kind: 'error', message: t.t('cart.storage') });
    }
  };

  const familyName = t.tryT(`family.${furnitureType}`, furnitureType);
  const back = family.backLink;
  const price = derived.price[country] ?? null;
  const { length, width, height } = derived.dimensions;
  const cm = (mm: number): string => t.number(Math.round(mm) / 10);
  const cameraKey = family.cameraKey?.(state.design) ?? 'default';
  const viewerProps: ViewerProps = {
    scene: derived.scene,
    furnitureType,
    sceneStyle: family.sceneStyle(state.design),
    exposure: family.cameraExposure,
    orbitDegrees: family.cameraOrbitDegrees,
    camera: view.cameras[cameraKey] ?? view.cameras['default'] ?? { azimuth: 0, polar: 15 },
    maxZoom: view.maxZoom,
    selectionMode: view.selectionMode,
    selection,
    onSelectSection: select,
    dimensions: { length, width, height },
    showDimensions,
    label: t.t('viewer.label', { family: familyName }),
    loadingLabel: t.t('viewer.loading'),
    retryLabel: t.t('viewer.retry'),
    formatDimension: (mm: number) => `${cm(mm)} cm`,
  };
  const tabIndex = tabs.findIndex((v) => v.id === state.view);
  const nextTab = stepped && tabIndex >= 0 ? tabs[tabIndex + 1] : undefined;
  const nextKey = nextTab ? nextLabelFor(family, nextTab) : null;
  const link = uuid !== null && savedCompressed === compressed ? `${origin}${designPath(locale, furnitureType, uuid)}` : null;
  const thumbnail = useThumbnail(link === null ? null : uuid);

  const summary = (
    <div className="cfg-summary">
      <PriceSummary
        price={price}
        unavailableReason={derived.partsError?.message ?? null}
        t={t}
        assembly={{ offered: family.assembly !== null, chosen: assembly, recommendation: derived.assemblyRecommendation, onChange: setAssembly }}
        baseboardCut={{ offered: family.baseboardCutFeatureId !== null, chosen: baseboardCut, onChange: setBaseboardCut }}
      />
      <SaveBar
        status={saveStatus}
        link={link}
        changedSinceSave={uuid !== null && link === null}
        onSave={() => void save()}
        cart={{ status: cartStatus, onAdd: () => void addToCart(), href: localePath(locale, '/shopping_cart') }}
        thumbnail={thumbnail}
        t={t}
      />
    </div>
  );
  const phone = layout === 'phone';

  return (
    <main id="main" className={`cfg cfg-${layout}`} data-layout={layout} data-furniture-type={furnitureType} data-hydrated={hydrated}>
      <header className="cfg-header">
        <Link to={localePath(locale, back.path)} className="cfg-back">
          <span aria-hidden="true">← </span>
          {t.tryT(`back.${back.id}`, back.label)}
        </Link>
        <h1>{t.t('heading', { family: familyName })}</h1>
        <p className="cfg-name">{uuid === null ? t.t('name.new') : t.t('name.saved')}</p>
      </header>
      <div className="cfg-stage">
        <div className="cfg-viewer">
          <ViewerSlot props={viewerProps} />
        </div>
        <div className="cfg-stage-bar">
          <p className="cfg-dimensions">
            <span className="visually-hidden">{t.t('dimensions.heading')}: </span>
            <span data-testid="dimensions">{t.t('dimensions.value', { length: cm(length), width: cm(width), height: cm(height) })}</span>
          </p>
          {phone && price ? (
            <p className="cfg-price-compact" aria-hidden="true">
              {formatMoney(price.totalPriceInclTaxes, price.currencyCode)}
            </p>
          ) : null}
          <label className="cfg-check cfg-check-inline">
            <input type="checkbox" checked={showDimensions} onChange={(e) => setShowDimensions(e.target.checked)} />
            <span>{t.t('dimensions.show')}</span>
          </label>
          <HistoryControls canUndo={canUndo(state)} canRedo={canRedo(state)} onUndo={undo} onRedo={redo} t={t} />
        </div>
        <IssueList validation={derived.validation} t={t} />
        {phone ? null : summary}
      </div>
      <aside className="cfg-panel" aria-labelledby="cfg-panel-heading">
        <h2 id="cfg-panel-heading" className="visually-hidden">
          {t.t('panel.heading')}
        </h2>
        {stepped ? <TabNav furnitureType={furnitureType} tabs={tabs} current={state.view} t={t} onChange={goToTab} /> : null}
        <SectionList noun={family.sectionNoun} sections={sections} selection={selection} mode={view.selectionMode} t={t} onSelect={select} onClear={() => dispatch({ type: 'clearSelection' })} />
        <div role="status" aria-live="assertive" className="cfg-rule-error">
          {ruleError ? <p className="cfg-error">{ruleError}</p> : null}
        </div>
        <OptionPanel subViews={subViews} t={t} onApply={apply} />
        {nextTab ? (
          <button type="button" className="cfg-next" onClick={() => goToTab(nextTab.id)}>
            {nextKey ? t.tryT(`next.${nextKey}`, nextKey) : t.t('next.generic', { view: tabName(furnitureType, nextTab, t) })}
            <span aria-hidden="true"> →</span>
          </button>
        ) : null}
        {phone ? summary : null}
      </aside>
    </main>
  );
}

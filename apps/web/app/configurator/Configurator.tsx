import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  DesignRuleError,
  baseboardCutAddonOf,
  compareParts,
  countryOfLocale,
  deriveDesign,
  encodeDesign,
  familyOf,
  formatMoney,
  localePath,
  PICTURE_SIZE,
  sceneObjects,
  type ConfigurationOption,
  type DesignBase,
  type FurnitureType,
  type Locale,
} from '@masswerk/domain';
import { SaveByEmail } from './panel/SaveByEmail';
import { designList, designListHas, useDesignEntries } from '../my-designs/design-list';
import { readCart, writeCart } from '../shell/local-store';
import type { SaveResult } from './api';
import { loadConfiguratorApi } from './load-api';
import { cartWithDesign } from './cart-line';
import { translatorFor, type ConfiguratorCatalogue } from './i18n';
import { DesignHeart, type HeartStatus } from './panel/DesignHeart';
import { HistoryControls } from './panel/HistoryControls';
import { IssueList } from './panel/IssueList';
import { OptionPanel } from './panel/OptionPanel';
import { PriceSummary } from './panel/PriceSummary';
import { DesignChanges } from './panel/DesignChanges';
import { SampleBoxOrder } from './panel/SampleBoxOrder';
import { SaveBar, type CartStatus, type SaveStatus } from './panel/SaveBar';
import { SectionList } from './panel/SectionList';
import { TabNav, stepName } from './panel/TabNav';
import { designPath } from './routing';
import { sheetRevealFirstOption } from './sheet-scroll';
import { sessionRemember, sessionResume } from './state/session';
import { canRedo, canUndo, configuratorInit, configuratorReducer, selectionValid, type ConfiguratorState } from './state/store';
import { useLayout, type Layout } from './use-layout';
import { firstPartFor, nextLabelFor, stepFromParam, subViewsSharing, viewById, viewOptions } from './view-options';
import { thumbnailCapture, thumbnailStore, useThumbnail } from './thumbnail';
import { ViewerSlot } from './ViewerSlot';
import { cameraOf, pictureView, posterAspect } from './poster';
import { ViewerControls } from './ViewerControls';
import { handleOption, handlePlans, insertPlans } from './handles';
import { hasOpenables } from './viewer/pick';
import { frontsOf } from './viewer/open-scene';
import type { ViewerHandle, ViewerProps } from './viewer/viewer-props';

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
  /** The picture shown in the 3D view's place until it has drawn (poster.server.ts), or null. */
  poster: string | null;
}

const subscribeNothing = (): (() => void) => () => undefined;

/** A step's first option in the panel: what the visitor chooses from (the parts to pick come before it). */
const FIRST_OPTION = '.cfg-subviews :is(button, select, input)';

/** The configurator of one family: panel, price, issues, selection, history and save around the 3D view. */
export function Configurator({ furnitureType, design, locale, messages, serverLayout, tab, uuid, origin, poster }: ConfiguratorProps) {
  const family = familyOf(furnitureType);
  const t = useMemo(() => translatorFor(locale, messages), [locale, messages]);
  const country = countryOfLocale(locale);
  const steps = family.views.steps;
  const [state, dispatch] = useReducer(configuratorReducer<DesignBase>, null, (): ConfiguratorState => {
    const resumed = sessionResume(furnitureType, design);
    if (resumed) return resumed;
    const opened = stepFromParam(family, tab);
    const initial = configuratorInit(design, opened?.id ?? steps[0]?.id ?? 'default');
    // A page opened at a step (?tab=) that needs a part picked opens with the first one, as "next" does.
    const first = opened === null ? null : firstPartFor(family, design, opened.id, [], family.sections(design).map((s) => s.id));
    return first === null ? initial : { ...initial, selection: [first] };
  });
  const layout = useLayout(serverLayout);
  // False in the server's HTML and during hydration, true once the page reacts (tests wait for it).
  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const stepped = layout !== 'desktop';
  const viewId = stepped ? state.view : family.views.desktop.id;
  const view = viewById(family, viewId);
  const [assembly, setAssembly] = useState(false);
  const [showDimensions, setShowDimensions] = useState(false);
  const [cameraReset, setCameraReset] = useState(0);
  // Doors and drawers open in 3D, all or one by one: the visitor's choice, else the view's (the wardrobe's interiors open them).
  const [frontsChoice, setFrontsChoice] = useState<{ view: string; open: readonly string[] } | null>(null);
  const [ruleError, setRuleError] = useState<string | null>(null);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [cartStatus, setCartStatus] = useState<CartStatus>({ kind: 'idle' });
  const [heartStatus, setHeartStatus] = useState<HeartStatus>({ kind: 'idle' });
  const myDesigns = useDesignEntries();
  const navigate = useNavigate();

  // Everything shown is derived from the design: nothing of it is kept in state. The baseboard cut has
  // one control, the design's own cut option: the price includes the cut of every part that carries it
  // (none without a cut), and exactly then the cart line carries the BaseboardCut addon, which the server
  // charges the same (docs/decisions.md "One control for the baseboard cut").
  const derived = useMemo(
    () => deriveDesign(family, state.design, { countries: [country], assembly, baseboardCut: family.baseboardCutFeatureId !== null }),
    [family, state.design, country, assembly],
  );
  const baseboardCut = useMemo(() => baseboardCutAddonOf(family, state.design, derived.elements, t.t('price.baseboardCut')), [family, state.design, derived.elements, t]);
  const sections = useMemo(() => family.sections(state.design), [family, state.design]);
  // The same ids keep the same array, so the callbacks made from them (apply, select) stay the same and
  // the memoised option clusters do not re-render for an edit that keeps the sections.
  const sectionKey = sections.map((s) => s.id).join('\n');
  const sectionIds = useMemo(() => (sectionKey === '' ? [] : sectionKey.split('\n')), [sectionKey]);
  const selection = selectionValid(state.selection, sectionIds);
  const [shareSubViews] = useState(subViewsSharing);
  // The option lists (every sub-view's options, each tried on the design) follow an edit in a render of
  // their own (deferred), after the one that draws the click's 3D frame and price; so do the handles
  // made from them. A click on an option meanwhile applies to the current design, which the domain checks.
  const optionsDesign = useDeferredValue(state.design);
  const optionsSelection = useDeferredValue(selection);
  const subViews = useMemo(
    () => shareSubViews(viewOptions(family, optionsDesign, viewId, optionsSelection)),
    [shareSubViews, family, optionsDesign, viewId, optionsSelection],
  );
  const fronts = useMemo(() => frontsOf(derived.scene), [derived.scene]);
  const openFronts = useMemo(() => {
    const keys = fronts.map((f) => f.key);
    return frontsChoice !== null && frontsChoice.view === viewId ? frontsChoice.open.filter((k) => keys.includes(k)) : view.opensFronts === true ? keys : [];
  }, [fronts, frontsChoice, viewId, view.opensFronts]);
  const frontsOpen = fronts.length > 0 && openFronts.length === fronts.length;
  const toggleFront = useCallback(
    (key: string) => setFrontsChoice({ view: viewId, open: openFronts.includes(key) ? openFronts.filter((k) => k !== key) : [...openFronts, key] }),
    [viewId, openFronts],
  );
  const compressed = derived.compressedStructure;
  const savedCompressed = useMemo(() => (uuid === null ? null : encodeDesign(design)), [uuid, design]);
  // The last save of this page (state, not a ref: the heart shows whether the design on screen is it).
  const [lastSave, setLastSave] = useState<{ compressed: string; uuid: string } | null>(null);

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

  // The 3D view's direct handles are the panel's own options (a size, an add), so both always agree.
  // And a "+" between two columns or modules wherever the rules let one of those "+" insert there.
  const plans = useMemo(() => {
    const own = handlePlans(subViews, optionsSelection);
    return [...own, ...insertPlans(family, optionsDesign, own)];
  }, [subViews, optionsSelection, family, optionsDesign]);
  const handles = useMemo(
    (): ViewerHandle[] =>
      plans.map((plan) => {
        if (plan.kind === 'add' && plan.at !== undefined) {
          const label = t.t(family.sectionNoun === 'column' ? 'handle.between.column' : 'handle.between.module', { left: plan.at, right: plan.at + 1 });
          return { id: plan.id, kind: 'add', sections: plan.sections, side: plan.side, label };
        }
        if (plan.kind === 'add') return { id: plan.id, kind: 'add', sections: plan.sections, side: plan.side, label: plan.option ? t.option(plan.option) : '' };
        const { cluster, range } = plan;
        // Named as the panel names the size: its cluster, else its sub-view, else its range control.
        const name = cluster === undefined ? '' : t.tryT(`cluster.${cluster.group}/${cluster.type}`, t.tryT(`subview.${cluster.group}`, t.tryT(`range.${cluster.group}/${cluster.type}`, cluster.type)));
        const valueText = (value: number): string => {
          if (range?.unit === 'mm') return `${t.number(Math.round(value) / 10)} cm`;
          const option = cluster?.options.find((o) => o.value === value);
          return option ? t.option(option) : t.number(value);
        };
        return { id: plan.id, kind: 'size', sections: plan.sections, side: plan.side, label: name, values: plan.values, value: plan.value, valueText, ...(range?.unit === 'mm' ? { mmPerValue: 1 } : {}) };
      }),
    [plans, t, family.sectionNoun],
  );
  const onHandle = useCallback(
    (id: string, value: number | null) => {
      const plan = plans.find((p) => p.id === id);
      const option = plan === undefined ? null : handleOption(plan, value);
      if (option !== null) apply(option);
    },
    [plans, apply],
  );

  const panelRef = useRef<HTMLElement>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  // How many times a step was opened (by the next button or the steps row): the sheet is placed after each.
  const [stepOpened, setStepOpened] = useState(0);
  const goToStep = useCallback(
    (id: string, options: { focus?: boolean } = {}) => {
      const target = viewById(family, id);
      dispatch({ type: 'view', view: id, resetsSelection: target.resetsSelection });
      // A step whose options need a part picked (the wardrobe's interiors) opens with the first one picked.
      const current = target.resetsSelection ? [] : selectionValid(stateRef.current.selection, sectionIds);
      const first = firstPartFor(family, stateRef.current.design, id, current, sectionIds);
      if (first !== null) dispatch({ type: 'select', section: first, mode: 'single', all: sectionIds });
      // The step is part of the address (?tab=), replaced in place so that Back leaves the configurator.
      const url = new URL(window.location.href);
      const step = steps.find((s) => s.id === id);
      const firstOfTab = step !== undefined && steps.find((s) => s.tab === step.tab) === step;
      url.searchParams.set('tab', step !== undefined && firstOfTab ? step.tab.replace(/Mobile$/, '') : id);
      window.history.replaceState(window.history.state, '', url);
      // The sheet is placed once the step is rendered (below); the next button hands the focus to the
      // step's heading so keyboard and screen reader follow.
      setStepOpened((n) => n + 1);
      if (options.focus === true) requestAnimationFrame(() => stepHeadingRef.current?.focus({ preventScroll: true }));
    },
    [family, steps, sectionIds, dispatch],
  );
  // The new step starts at its top, its first option in sight under the 3D view: on a phone the parts and
  // their doors' buttons can fill the sheet before it (the wardrobe's interiors), and the sheet then
  // scrolls just enough for the option to be above the docked price bar.
  // Once per step opened, when its options are shown: they follow the step's first render (deferred, above).
  const optionsShown = optionsDesign === state.design && optionsSelection === selection;
  const sheetPlaced = useRef(0);
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (stepOpened === sheetPlaced.current || !optionsShown || panel === null) return;
    sheetPlaced.current = stepOpened;
    if (panel.getBoundingClientRect().top < 0) panel.scrollIntoView({ block: 'start' });
    sheetRevealFirstOption(panel, FIRST_OPTION, '.cfg-tabs');
  }, [stepOpened, optionsShown]);

  /**
   * Saves the design on screen and stores its thumbnail in the background (a failed upload keeps the
   * save). A design unchanged since it was opened or last saved keeps its uuid: every save is a new
   * design, so saving it again would make a copy (and a second cart line for the same piece).
   */
  const saveDesign = async (): Promise<SaveResult> => {
    if (uuid !== null && savedCompressed === compressed) return { ok: true, uuid };
    if (lastSave?.compressed === compressed) return { ok: true, uuid: lastSave.uuid };
    // Without the request's code (offline, or a release replaced it) the save failed as a lost connection does.
    const result = await loadConfiguratorApi().then(
      (api) => api.designSave(furnitureType, state.design),
      (): SaveResult => ({ ok: false, kind: 'network' }),
    );
    if (result.ok) {
      setLastSave({ compressed, uuid: result.uuid });
      // The copy is taken now, while the canvas shows the saved design; encoding and upload follow.
      if (result.writeToken !== undefined) void thumbnailStore(result.uuid, result.writeToken, thumbnailCapture());
    }
    return result;
  };
  /** The uuid of the design on screen when it is saved (opened saved and unchanged, or saved here), else null. */
  const savedUuid = uuid !== null && savedCompressed === compressed ? uuid : lastSave?.compressed === compressed ? lastSave.uuid : null;
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
        baseboardCut,
      });
      writeCart(cart);
      setCartStatus({ kind: 'added' });
    } catch {
      // Local storage full or blocked: the design is saved, the cart could not be written.
      setCartStatus({ kind: 'error', message: t.t('cart.storage') });
    }
  };

  // The heart keeps the design on screen in My Designs, saving it first as add to cart does (the page
  // stays); pressed again, it takes it out. The list tells the header's badge at once.
  const hearted = designListHas(myDesigns, savedUuid);
  const toggleHeart = async (): Promise<void> => {
    if (heartStatus.kind === 'saving') return;
    try {
      if (hearted && savedUuid !== null) {
        await designList().remove(savedUuid);
        setHeartStatus({ kind: 'removed' });
        return;
      }
      setHeartStatus({ kind: 'saving' });
      const result = await saveDesign();
      if (!result.ok) {
        setHeartStatus({ kind: 'error', message: failureText(result, 'save.invalid', 'save.network') });
        return;
      }
      await designList().add(result.uuid);
      setHeartStatus({ kind: 'added' });
    } catch {
      // Local storage full or blocked: the design is saved, the list could not be written.
      setHeartStatus({ kind: 'error', message: t.t('heart.storage') });
    }
  };

  // Save by e-mail keeps the design as the heart does, then the dialog sends the mail.
  const keepDesign = async (): Promise<{ ok: true; uuid: string } | { ok: false; message: string }> => {
    const result = await saveDesign();
    if (!result.ok) return { ok: false, message: failureText(result, 'save.invalid', 'save.network') };
    try {
      await designList().add(result.uuid);
    } catch {
      // The list could not be written: the mail still carries the design.
    }
    return { ok: true, uuid: result.uuid };
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
    cameraReset,
    openFronts,
    onToggleFront: toggleFront,
    handles,
    onHandle,
    handlesLabel: t.t('viewer.handles'),
  };
  // The poster shows the design as it was opened, from its picture's camera (poster.ts).
  const posterOf = useMemo(() => {
    if (poster === null) return null;
    const camera = cameraOf(family, design, pictureView(family, uuid === null ? 'new' : 'saved'));
    return { src: poster, alt: t.t('viewer.poster', { family: familyName }), size: PICTURE_SIZE, aspect: posterAspect(sceneObjects(family.elements(design)), camera) };
  }, [poster, family, design, uuid, t, familyName]);
  const openable = hasOpenables(derived.scene);
  const stepIndex = steps.findIndex((v) => v.id === state.view);
  const step = stepped && stepIndex >= 0 ? steps[stepIndex] : undefined;
  const nextStep = stepped && stepIndex >= 0 ? steps[stepIndex + 1] : undefined;
  const nextKey = nextStep ? nextLabelFor(nextStep) : null;
  const link = uuid !== null && savedCompressed === compressed ? `${origin}${designPath(locale, furnitureType, uuid)}` : null;
  // An opened saved design, changed: the domain's compare of its parts with the saved ones, shown by the save button.
  const savedElements = useMemo(() => (uuid === null ? null : family.elements(design)), [uuid, family, design]);
  // The compare follows an edit in a render of its own (deferred), so the click's frame does not wait for
  // it; until it has caught up with a first edit, the bar says "not saved" rather than "nothing changed".
  const compared = useDeferredValue(savedElements === null ? null : derived.elements);
  const comparison = useMemo(() => (savedElements === null || compared === null || link !== null ? null : compareParts(savedElements, compared)), [savedElements, link, compared]);
  const changes = comparison !== null && compared !== derived.elements && comparison.addedCount + comparison.removedCount === 0 ? null : comparison;
  const thumbnail = useThumbnail(link === null ? null : uuid);

  const priceSummary = (
    <PriceSummary
      price={price}
      unavailableReason={derived.partsError?.message ?? null}
      t={t}
      assembly={{ offered: family.assembly !== null, chosen: assembly, recommendation: derived.assemblyRecommendation, onChange: setAssembly }}
      baseboardCut={{ offered: family.baseboardCutFeatureId !== null, chosen: family.baseboardCutSize(state.design), addon: baseboardCut }}
    />
  );
  const saveBar = (
    <SaveBar
      status={saveStatus}
      link={link}
      changedSinceSave={uuid !== null && link === null}
      changes={changes}
      compact={layout === 'phone'}
      onSave={() => void save()}
      cart={{ status: cartStatus, onAdd: () => void addToCart(), href: localePath(locale, '/shopping_cart') }}
      thumbnail={thumbnail}
      t={t}
    />
  );
  const saveByEmail = <SaveByEmail locale={locale} onKeep={keepDesign} exitIntent={layout !== 'phone' && hydrated} t={t} />;
  const samples = <SampleBoxOrder elements={derived.elements} cartHref={localePath(locale, '/shopping_cart')} t={t} />;
  const phone = layout === 'phone';
  const priceText = price ? formatMoney(price.totalPriceInclTaxes, price.currencyCode) : null;
  const issues = <IssueList validation={derived.validation} t={t} />;

  return (
    <main id="main" className={`cfg cfg-${layout}`} data-layout={layout} data-furniture-type={furnitureType} data-hydrated={hydrated}>
      <header className="cfg-header">
        <Link to={localePath(locale, back.path)} className="cfg-back">
          <span aria-hidden="true">← </span>
          {t.tryT(`back.${back.id}`, back.label)}
        </Link>
        <h1>{t.t('heading', { family: familyName })}</h1>
        <p className="cfg-name">{uuid === null ? t.t('name.new') : t.t('name.saved')}</p>
        <DesignHeart pressed={hearted} status={heartStatus} onToggle={() => void toggleHeart()} href={localePath(locale, '/my-designs')} t={t} />
      </header>
      <div className="cfg-stage">
        <div className="cfg-viewer" id="cfg-viewer">
          <ViewerSlot props={viewerProps} poster={posterOf} />
          <ViewerControls target="cfg-viewer" onReset={() => setCameraReset((n) => n + 1)} open={openable ? { pressed: frontsOpen, onToggle: () => setFrontsChoice({ view: viewId, open: frontsOpen ? [] : fronts.map((f) => f.key) }) } : undefined} t={t} />
        </div>
        <div className="cfg-stage-bar">
          <p className="cfg-dimensions">
            <span className="visually-hidden">{t.t('dimensions.heading')}: </span>
            <span data-testid="dimensions">{t.t('dimensions.value', { length: cm(length), width: cm(width), height: cm(height) })}</span>
          </p>
          <label className="cfg-check cfg-check-inline">
            <input type="checkbox" checked={showDimensions} onChange={(e) => setShowDimensions(e.target.checked)} />
            <span>{t.t('dimensions.show')}</span>
          </label>
          <HistoryControls canUndo={canUndo(state)} canRedo={canRedo(state)} onUndo={undo} onRedo={redo} t={t} />
        </div>
        {phone ? null : issues}
        {phone ? null : (
          <div className="cfg-summary">
            {priceSummary}
            {saveBar}
            {saveByEmail}
            {samples}
          </div>
        )}
      </div>
      <aside className="cfg-panel" aria-labelledby="cfg-panel-heading" ref={panelRef}>
        <h2 id="cfg-panel-heading" className="visually-hidden">
          {t.t('panel.heading')}
        </h2>
        {stepped ? <TabNav furnitureType={furnitureType} steps={steps} current={state.view} t={t} onChange={(id) => goToStep(id)} /> : null}
        {step ? (
          <h3 className="cfg-step-heading" tabIndex={-1} ref={stepHeadingRef}>
            <span className="cfg-muted">{t.t('tabs.step', { current: stepIndex + 1, total: steps.length })}</span> {stepName(furnitureType, step, t)}
          </h3>
        ) : null}
        {phone ? issues : null}
        <SectionList
          noun={family.sectionNoun}
          sections={sections}
          selection={selection}
          mode={view.selectionMode}
          fronts={{ all: fronts, open: openFronts, onToggle: toggleFront }}
          t={t}
          onSelect={select}
          onClear={() => dispatch({ type: 'clearSelection' })}
        />
        <div role="status" aria-live="assertive" className="cfg-rule-error">
          {ruleError ? <p className="cfg-error">{ruleError}</p> : null}
        </div>
        <OptionPanel subViews={subViews} t={t} onApply={apply} />
        {nextStep ? (
          <button type="button" className="cfg-next" data-testid="next-step" onClick={() => goToStep(nextStep.id, { focus: true })}>
            {nextKey ? t.tryT(`next.${nextKey}`, nextKey) : t.t('next.generic', { view: stepName(furnitureType, nextStep, t) })}
            <span aria-hidden="true"> →</span>
          </button>
        ) : null}
        {phone ? (
          <div className="cfg-summary">
            {priceSummary}
            {changes !== null ? <DesignChanges changes={changes} show="parts" heading t={t} /> : null}
            {saveByEmail}
            {samples}
          </div>
        ) : null}
      </aside>
      {phone ? (
        // Phone: the price and the main actions stay at the bottom of the screen, under the options' sheet.
        <div className="cfg-dock">
          {priceText !== null ? (
            <p className="cfg-dock-price" aria-hidden="true">
              {priceText}
            </p>
          ) : null}
          {saveBar}
        </div>
      ) : null}
    </main>
  );
}

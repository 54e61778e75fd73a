import type { DesignElement } from '../design/element.ts';
import type { FurnitureType } from '../design/furniture-type.ts';
import type { DesignIssue, ParseResult, ValidationResult } from '../design/issue.ts';
import type { CatalogueEntry } from '../catalogue/entry.ts';
import type { Millimetres } from '../units/index.ts';
import type { LabelPrefix } from '../design/labels.ts';
import type { Message, MessageParams } from '../messages/format.ts';
import { optionTrialRunning } from './option-trial-state.ts';

/** Every stored design carries its family tag and schema version (ARCHITECTURE.md "The heart"). */
export interface DesignBase {
  furniture_type: FurnitureType;
  version: number;
}

/** Selection modes of a view (configurators.md §2). */
export type SelectionMode = 'none' | 'single' | 'multi' | 'whole' | 'all';

/** A camera angle: horizontal and vertical rotation in degrees, distance factor. */
export interface CameraAngle {
  /** Rotation around the vertical axis, degrees; 0 looks at the front. */
  azimuth: number;
  /** Elevation above the horizon, degrees. */
  polar: number;
}

/** A view (tab or sub-view) of a configurator, as data for the generic UI. */
export interface ViewMetadata {
  id: string;
  /** English label; the web translates by `configurator.view.{id}`. */
  label: string;
  maxZoom: 1 | 1.8;
  selectionMode: SelectionMode;
  /** Camera per layout shape key ("default", or i1-i4/L1-L4/U1-U4 for sofas). */
  cameras: Record<string, CameraAngle>;
  /** Whether entering the view clears the current selection. */
  resetsSelection: boolean;
  /** Sub-views shown inside this view (configurators.md §2 "Sub-views"). */
  subViews: string[];
  /** The view is about what is behind the doors (the wardrobe's interiors): the 3D view opens doors and drawers on entry. */
  opensFronts?: boolean;
}

/** A step of the phone configurator: part of a mobile tab, opened by one of the spec's next labels. */
export interface ViewStep extends ViewMetadata {
  /** The mobile tab the step is part of (`?tab=` names it for the tab's first step). */
  tab: string;
  /** The next label that opens this step ('To boards'); null for the first step. */
  nextLabel: string | null;
}

/** A step as a family declares it; zoom, selection mode and cameras are its tab's unless `meta` gives its own. */
export interface StepSpec {
  id: string;
  tab: string;
  subViews: string[];
  nextLabel: string | null;
  meta?: ViewMetadata;
}

/** The steps of a family from their declarations, each with its tab's (or its own) view metadata. */
export function viewSteps(mobile: readonly ViewMetadata[], specs: readonly StepSpec[]): ViewStep[] {
  return specs.map((spec) => {
    const meta = spec.meta ?? mobile.find((t) => t.id === spec.tab);
    if (meta === undefined || !mobile.some((t) => t.id === spec.tab)) throw new Error(`step ${spec.id}: unknown tab ${spec.tab}`);
    return { ...meta, id: spec.id, subViews: spec.subViews, tab: spec.tab, nextLabel: spec.nextLabel };
  });
}

export interface FamilyViews {
  /** Desktop: one combined tab. */
  desktop: ViewMetadata;
  /** Mobile tab sequence (configurators.md §2 "Mobile tabs"). */
  mobile: ViewMetadata[];
  /** "Next" button labels, in order ('To dimensions', ...). */
  nextLabels: string[];
  /**
   * The phone's steps, in the order the next buttons walk them: the mobile tabs split where the spec's next
   * labels say (shelf: 'modules' then 'To styles', 'To dimensions' in the modules tab, 'To boards' ... in the
   * elements tab). Every step after the first is reached by one of `nextLabels`, in their order.
   */
  steps: ViewStep[];
  /** Colour groups of the colour view, e.g. ["whole", "boards", ...]. */
  colorGroups: string[];
}

/** Configuration option of configurators.md §3, with the sofa extras. */
export interface ConfigurationOption {
  action: 'update' | 'remove' | 'duplicate' | 'toggle';
  group: string;
  type: string;
  value: string | number | boolean;
  /** English text, built from `label` where the option has one. */
  text: string;
  /** The text as data: a code (`opt.{code}` in each locale) and typed parameters (lengths with their unit, counts). */
  label?: Message;
  iconName?: string;
  isDisabled: boolean;
  isSelected: boolean;
  /** Why it is disabled, or a hint. */
  message?: string;
  /** The code of the rule behind `message` when disabled (the DesignIssue's code), so a translation can word it. */
  messageCode?: string;
  /** The parameters of that rule's message (see DesignIssue.params). */
  messageParams?: MessageParams;
  /**
   * An add option of a column or a module: the index the new one takes, between sections `at - 1` and
   * `at` (docs/decisions.md "A "+" between modules"); absent: the option's own place (an end).
   */
  at?: number;
  // sofa extras
  length?: number;
  depth?: number;
  height?: number;
  moduleLength?: number;
  square?: boolean;
  ottomanMode?: boolean;
  storageMode?: boolean;
  categoryName?: string;
}

/**
 * A size the rules allow as a range (configurators.md §2; docs/decisions.md "Column length is the clear
 * width between walls"): chosen with a slider or a number, snapped to whole `step`s between `min` and `max`,
 * and applied as the option of `group`, `type` and `action` with the snapped value, through apply() as a
 * button's option is.
 */
export interface OptionRange {
  action: 'update';
  group: string;
  type: string;
  /** Smallest and largest value the selection may take now (both allowed), in `unit`. */
  min: number;
  max: number;
  /** The snap step, in `unit`; every allowed value is `min + k × step`. */
  step: number;
  unit: 'mm';
  /** The selection's value now, or null when the selected parts differ (or lie outside the range). */
  value: number | null;
}

/** What is selected in the piece: section ids (columns "c0", modules "m1", ...). */
export type Selection = readonly string[];

export type AssemblyRecommendation = 'none' | 'recommended' | 'strongly_recommended';

export interface Dimensions {
  length: Millimetres;
  width: Millimetres;
  height: Millimetres;
}

/** The engine's stack depth setting (V8, JavaScriptCore; absent elsewhere), read and set around a trial's refusal. */
const errorLimits = Error as { stackTraceLimit?: number };

/** Thrown by apply() when an option cannot be applied; the message is for a person. */
export class DesignRuleError extends Error {
  constructor(readonly issue: DesignIssue) {
    const limit = errorLimits.stackTraceLimit;
    const quiet = optionTrialRunning() && typeof limit === 'number';
    if (quiet) errorLimits.stackTraceLimit = 0;
    super();
    if (quiet) errorLimits.stackTraceLimit = limit;
    this.name = 'DesignRuleError';
    // Worded when first read, as the issue is: options try hundreds of changes and read none of the refusals.
    Object.defineProperty(this, 'message', { configurable: true, enumerable: false, get: () => issue.message });
  }
}

/** One furniture family: everything a design of it means, as pure functions. */
export interface Family<D extends DesignBase = DesignBase> {
  furniture_type: FurnitureType;
  /** Current schema version of this family's designs. */
  version: number;
  defaults(): D;
  /** Parses untrusted JSON (any stored version), migrating forward, checking structure. */
  parse(input: unknown): ParseResult<D>;
  /** Business rules of configurators.md §5, with messages. */
  validate(design: D): ValidationResult;
  views: FamilyViews;
  /** Options for a view, given the selection. */
  options(design: D, view: string, selection: Selection): ConfigurationOption[];
  /** The size a view lets the selection choose from a range (a slider), or null when the view offers none. */
  optionRange(design: D, view: string, selection: Selection): OptionRange | null;
  /** Applies an option (pure); throws DesignRuleError when the result would break a rule. */
  apply(design: D, option: ConfigurationOption, selection: Selection): D;
  /** Design elements in millimetres. */
  elements(design: D): DesignElement[];
  /** Overall dimensions from the model (not from mesh bounds). */
  dimensions(design: D): Dimensions;
  /** Selectable sections (columns, modules) with a display name, for the keyboard list. */
  sections(design: D): { id: string; label: string }[];
  /** Assembly feature id (14 shelf, 7 sofas) or null, and the recommendation rule. */
  assembly: { featureId: number; recommendation(design: D): AssemblyRecommendation } | null;
  /** Baseboard cut feature id 15 for shelf and wardrobe, else null. */
  baseboardCutFeatureId: 15 | null;
  /** This family's catalogue entries (merged into the shared catalogue). */
  catalogue: readonly CatalogueEntry[];
  /** Base shipping duration in days (assembly adds 14). */
  shippingDays: number;
  /** Key into each view's `cameras` for this design (sofas: layout shape i1-i4, L1-L4, U1-U4); default "default". */
  cameraKey?: (design: D) => string;
  /** Which elements get which instruction label prefix; default by element type name (design/labels.ts). */
  labelPrefixOf?: (element: DesignElement) => LabelPrefix | null;

  // How the shop shows and reaches the family: data, so that the web names no family (and an eighth
  // family changes no file of apps/web).

  /** The configurator's back link (configurators.md §2): path without locale prefix, English label; the web words it by `back.{id}`. */
  backLink: FamilyBackLink;
  /** Where a design of this family that cannot be loaded leads (shop.md §2), without locale prefix. */
  designNotFoundPath: { desktop: string; phone: string };
  /** The card of the home page's built-in list that opens this configurator (words: `home.category.{id}`), or null when another family of its category has it. */
  homeCard: { id: string; label: string } | null;
  /** The first path segment this family's designs were once addressed by (shop.md §2: /joyn_old/{uuid} -> /joyn/{uuid}), or null. */
  formerPathSegment: string | null;
  /** The room a design is shown in (the shelf scenes of configurators.md §2: natural_wood, ...), or null for the studio. */
  sceneStyle(design: D): string | null;
  /** Tone-mapping exposure of the 3D view (the spec's renderer presets, scaled to our lighting); 1 is neutral. */
  cameraExposure: number;
  /** How far the camera may orbit either side of the front, degrees (pieces against a wall less than free-standing ones); null: all the way round. */
  cameraOrbitDegrees: number | null;
  /** What a section is called to the visitor: a column, a module, or the whole piece when there is one section. */
  sectionNoun: 'column' | 'module' | 'whole';
  /** The rule set this family shares with others ('sofa' for the sofa lines): an issue `{type}.{rule}` without words of its own is worded as `{set}.{rule}`; null when none. */
  sharedRuleSet: string | null;
  /** The size of the baseboard cut a design carries, cm, for the BaseboardCut addon; nulls when the design carries none or no cut is offered. */
  baseboardCutSize(design: D): { depth: number | null; height: number | null };
}

/** Where a configurator's back link leads, and what it says. */
export interface FamilyBackLink {
  /** Key of its words (`back.{id}`); families that share a link share an id. */
  id: string;
  /** Path without the locale prefix, e.g. '/shelves'. */
  path: string;
  /** English text, e.g. 'Back to shelves'. */
  label: string;
}

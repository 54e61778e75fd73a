import { designsEqual, type DesignBase, type Selection, type SelectionMode } from '@masswerk/domain';

/**
 * The configurator's whole state: the design, its undo/redo history, the selection and the current view.
 * Everything else (validation, scene, price, options) is derived from it with useMemo.
 */
export interface ConfiguratorState<D extends DesignBase = DesignBase> {
  design: D;
  /** Earlier designs, oldest first. */
  past: D[];
  /** Undone designs, the next redo last. */
  future: D[];
  selection: Selection;
  /** Current view id: "default" on desktop, a mobile tab id otherwise. */
  view: string;
}

export type ConfiguratorAction<D extends DesignBase = DesignBase> =
  /** A new design after an option was applied (pushes the current one onto the history, unless it is the same design). */
  | { type: 'design'; design: D }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Clicking or choosing a section, in the current view's selection mode; `all` lists every section id. */
  | { type: 'select'; section: string; mode: SelectionMode; all: readonly string[] }
  | { type: 'clearSelection' }
  /** Entering a view; `resetsSelection` is the view's metadata. */
  | { type: 'view'; view: string; resetsSelection: boolean };

/** Bounded so a long session cannot grow memory without limit; 200 steps is far beyond what people undo. */
export const HISTORY_LIMIT = 200;

/** The state a configurator opens with. */
export function configuratorInit<D extends DesignBase>(design: D, view: string): ConfiguratorState<D> {
  return { design, past: [], future: [], selection: [], view };
}

/** Selection after picking `section` in a view's selection mode. */
export function selectionNext(current: Selection, section: string, mode: SelectionMode, all: readonly string[]): Selection {
  switch (mode) {
    case 'none':
      return current;
    case 'single':
      return current.length === 1 && current[0] === section ? [] : [section];
    case 'multi':
      return current.includes(section) ? current.filter((s) => s !== section) : [...current, section];
    case 'whole':
    case 'all':
      // The whole piece is one selection: picking any part selects (or clears) all of it.
      return current.length === all.length && all.length > 0 ? [] : [...all];
  }
}

/** The reducer of the configurator state (pure). */
export function configuratorReducer<D extends DesignBase>(state: ConfiguratorState<D>, action: ConfiguratorAction<D>): ConfiguratorState<D> {
  switch (action.type) {
    case 'design': {
      // An option that changes nothing (re-applying the selected height) makes no undo step and leaves
      // the state as it was, so the design stays "as saved" and nothing re-renders.
      if (designsEqual(action.design, state.design)) return state;
      const past = [...state.past, state.design];
      return { ...state, design: action.design, past: past.slice(-HISTORY_LIMIT), future: [] };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (previous === undefined) return state;
      return { ...state, design: previous, past: state.past.slice(0, -1), future: [...state.future, state.design] };
    }
    case 'redo': {
      const next = state.future.at(-1);
      if (next === undefined) return state;
      return { ...state, design: next, past: [...state.past, state.design], future: state.future.slice(0, -1) };
    }
    case 'select':
      return { ...state, selection: selectionNext(state.selection, action.section, action.mode, action.all) };
    case 'clearSelection':
      return state.selection.length === 0 ? state : { ...state, selection: [] };
    case 'view':
      if (action.view === state.view) return state;
      return { ...state, view: action.view, selection: action.resetsSelection ? [] : state.selection };
  }
}

/** True when there is something to undo / redo. */
export const canUndo = (state: ConfiguratorState): boolean => state.past.length > 0;
export const canRedo = (state: ConfiguratorState): boolean => state.future.length > 0;

/** The selection without ids of sections the design no longer has (after an undo or a removal). */
export function selectionValid(selection: Selection, sectionIds: readonly string[]): Selection {
  return selection.every((s) => sectionIds.includes(s)) ? selection : selection.filter((s) => sectionIds.includes(s));
}

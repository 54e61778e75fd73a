import { encodeDesign, type DesignBase } from '@masswerk/domain';
import type { ConfiguratorState } from './store';

/**
 * The last configurator state per furniture type, kept for the browser session only (module memory), so
 * that saving (which navigates to /{type}/{uuid}) keeps the undo history: the design route resumes the
 * session when the loaded design is the one the session ended with. A reload starts afresh.
 */
const sessions = new Map<string, ConfiguratorState>();

/** Remembers the current state of a furniture type's configurator. */
export function sessionRemember(furnitureType: string, state: ConfiguratorState): void {
  sessions.set(furnitureType, state);
}

/** The remembered state when its design equals `design`, else null. */
export function sessionResume(furnitureType: string, design: DesignBase): ConfiguratorState | null {
  const state = sessions.get(furnitureType);
  if (state === undefined) return null;
  return encodeDesign(state.design) === encodeDesign(design) ? state : null;
}

/**
 * A life of statuses as a typed table (the Vendure order process): which change from one status to another
 * is allowed, and which status each outside event (a payment result) asks for. Orders and payments each
 * write one table; the checks are written once here.
 */
export interface StatusMachine<S extends string, E extends string> {
  /** Allowed changes, from -> to. */
  readonly transitions: Readonly<Record<S, readonly S[]>>;
  /** The status each event asks for. */
  readonly events: Readonly<Record<E, S>>;
  /** Whether a status may go to another. */
  readonly canMove: (from: S, to: S) => boolean;
  /** The status an event asks for (whether it may be taken is `canMove`'s answer). */
  readonly statusFor: (event: E) => S;
}

/** A status machine from its table of allowed changes and the status each event asks for. */
export function statusMachine<S extends string, E extends string>(table: {
  transitions: Readonly<Record<S, readonly S[]>>;
  events: Readonly<Record<E, S>>;
}): StatusMachine<S, E> {
  const { transitions, events } = table;
  return {
    transitions,
    events,
    canMove: (from, to) => transitions[from].includes(to),
    statusFor: (event) => events[event],
  };
}

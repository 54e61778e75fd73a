/**
 * Whether an option's trial is running (kit/apply.ts optionTrial): a DesignRuleError made inside one is
 * caught at once and only its issue is read, so it is made without a stack trace (capturing one took V8
 * most of a refused trial's time). Module state, not exported from the package: it changes nothing a
 * caller of the domain can see but the stack of an error it never receives.
 */
let running = 0;

/** Runs an option's trial. */
export function duringOptionTrial<T>(trial: () => T): T {
  running += 1;
  try {
    return trial();
  } finally {
    running -= 1;
  }
}

/** True while an option's trial runs. */
export function optionTrialRunning(): boolean {
  return running > 0;
}

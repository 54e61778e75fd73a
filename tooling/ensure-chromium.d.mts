/** The flags the browser tests and the configurator benchmark launch Chromium with (no GPU: WebGL through SwiftShader; no outside network). */
export const CHROMIUM_ARGS: readonly string[];
/** The Chromium the browser tests and benchmarks launch: CHROMIUM_PATH, else the first of the usual places that is executable, else /usr/bin/chromium. */
export function chromiumPath(env?: Record<string, string | undefined>): string;
/** Finds or installs Chromium (see ensure-chromium.mjs); returns the exit code after printing one line. */
export function ensureChromium(env?: Record<string, string | undefined>): number;

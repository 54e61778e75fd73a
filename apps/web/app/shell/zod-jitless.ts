/**
 * Zod in the page parses without eval.
 *
 * The page's Content-Security-Policy allows no eval (server: http/security-headers.ts). Before its
 * first object parse Zod probes for eval with `new Function`, to compile faster parsers; the browser
 * refuses the probe and reports it as a violation, although Zod carries on. Jitless, Zod parses
 * without compiled code and never probes.
 *
 * `z.config({ jitless: true })` in a module would come too late: the bundler does not keep module
 * order inside a chunk, and the domain parses while its chunk is evaluated; imported by the shell, it
 * would put Zod into every page's scripts. So an inline script (rendered before the module loader,
 * before any module runs) seeds the object Zod takes its configuration from when it loads,
 * `globalThis.__zod_globalConfig` (zod/v4/core/core.js). The browser test of the policy
 * (e2e/tests/security.spec.ts) fails if Zod stops reading it.
 */
export const ZOD_JITLESS = `globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});`;

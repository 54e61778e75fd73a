/**
 * The locale's number data, loaded by a worker while the page's scripts download.
 *
 * A browser's first `Intl.NumberFormat` in a page loads its number data (ICU): 10-40 ms on this
 * machine's desktop Chromium, four times that on the phone Lighthouse emulates. Made during hydration (a
 * count, a size, a VAT rate), it lengthened the page's longest task; made by an inline script in a task
 * of its own (until stop 32), it was still one long task of the main thread, which is what total
 * blocking time counts. Chromium keeps that data for the whole page process, so a worker that makes the
 * formats (public/intl-warmup.js, named with the page's language) loads it off the main thread, and the
 * page's own formats (i18n/format.ts, the domain's messages) then cost about 0.2 ms.
 *
 * The worker starts after the page's first frame (its first paint does not wait for it) and after the
 * module loader's task (shell/deferred-modules.ts, queued the same way before it), so the scripts'
 * downloads start first. A browser that refuses the worker makes the formats later on its main thread,
 * as it would without this script.
 */
export const INTL_WARMUP_WORKER = '/intl-warmup.js';

export const INTL_WARMUP = `(function(){function warm(){try{new Worker('${INTL_WARMUP_WORKER}',{name:document.documentElement.lang})}catch(e){}}if(document.visibilityState==='visible')requestAnimationFrame(function(){setTimeout(warm,0)});else setTimeout(warm,0)})();`;

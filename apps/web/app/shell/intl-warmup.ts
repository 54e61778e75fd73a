/**
 * The locale's number data, loaded by a worker while the page's scripts download.
 *
 * A browser's first `Intl.NumberFormat` in a page loads its number data (ICU): 10-40 ms on this
 * machine's desktop Chromium, four times that on the phone Lighthouse emulates. Made during hydration (a
 * count, a size, a VAT rate), it lengthened the page's longest task; made by an inline script in a task
 * of its own (before this worker), it was still one long task of the main thread, which is what total
 * blocking time counts. Chromium keeps that data for the whole page process, so a worker that makes the
 * formats (public/intl-warmup.js, named with the page's language) loads it off the main thread, and the
 * page's own formats (i18n/format.ts, the domain's messages) then cost about 0.2 ms.
 *
 * The worker starts as soon as the inline script runs, after the page's HTML, so that it has ended
 * before the page's modules arrive and are evaluated. Started after the first frame instead (as the
 * main-thread task was), it was still running during hydration, and Lighthouse's blocking time on the
 * configurator was higher (decisions.md). Creating it costs the main thread about a millisecond. A
 * browser that refuses the worker makes the formats later on its main thread, as it would without
 * this script.
 */
export const INTL_WARMUP_WORKER = '/intl-warmup.js';

export const INTL_WARMUP = `(function(){try{new Worker('${INTL_WARMUP_WORKER}',{name:document.documentElement.lang})}catch(e){}})();`;

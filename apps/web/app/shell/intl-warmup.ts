/**
 * The locale's number formats, made while the page's scripts download.
 *
 * A browser's first `Intl.NumberFormat` in a page loads its number data (ICU): about 20 ms on this
 * machine's desktop Chromium, four times that on the phone Lighthouse emulates. Made during hydration (a
 * count, a size, a VAT rate), it lengthened the page's longest task, which is what total blocking time
 * counts. An inline script after the HTML makes one in a task of its own instead, after the page's
 * first frame (so its first paint does not wait for it either) and after the module loader's task
 * (shell/deferred-modules.ts, queued the same way before it), so the scripts' downloads start first and
 * it runs while they arrive (before, the downloads waited for it: about 20 ms, on a phone 80 ms,
 * on the way to the first 3D frame); the formats the page then makes (i18n/format.ts, the domain's
 * messages) take the loaded data, in any options. The first list format costs the same way, less.
 */
export const INTL_WARMUP = `(function(){function warm(){try{var l=document.documentElement.lang;new Intl.NumberFormat(l,{maximumFractionDigits:2}).format(1.5);if(Intl.ListFormat)new Intl.ListFormat(l,{type:'conjunction'}).format(['a','b'])}catch(e){}}if(document.visibilityState==='visible')requestAnimationFrame(function(){setTimeout(warm,0)});else setTimeout(warm,0)})();`;

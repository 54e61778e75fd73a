/**
 * The page's JavaScript waits for its main picture.
 *
 * A server-rendered page is complete without script; on a phone's connection its scripts (about
 * 110 KB) would share the bandwidth and the main thread with the picture the visitor came to see.
 * So the server renames React Router's module script and module preloads (`deferModules`, applied
 * to the HTML stream in entry.server.tsx) and a small inline script (`MODULE_LOADER`, rendered
 * after <Scripts />) restores them once the picture loaded with high priority is drawn — at once on
 * a page without one, and after 1 s at the latest. Hydration then starts as before (entry.client).
 */

/** The type the module script carries until the loader starts it. */
export const DEFERRED_MODULE_TYPE = 'text/x-deferred-module';
/** The rel the module preloads carry until the loader restores them. */
export const DEFERRED_PRELOAD_REL = 'x-deferred-modulepreload';

// React Router writes the nonce (when there is one) before the type: `<script nonce="…" type="module"`.
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module"/g;
const MODULE_PRELOAD = '<link rel="modulepreload"';

/** One piece of HTML with the module script and module preloads renamed. */
export function deferInHtml(html: string): string {
  return html.replaceAll(MODULE_SCRIPT, `<script$1 type="${DEFERRED_MODULE_TYPE}"`).replaceAll(MODULE_PRELOAD, `<link rel="${DEFERRED_PRELOAD_REL}"`);
}

/**
 * `deferInHtml` over a streamed page. A tag cut between two chunks is held back until its end has
 * arrived, so a split never hides a tag; everything else streams on unchanged.
 */
export function deferModules(): TransformStream<string, string> {
  let held = '';
  return new TransformStream({
    transform(chunk, controller) {
      const text = held + chunk;
      const open = text.lastIndexOf('<');
      const cut = open !== -1 && text.indexOf('>', open) === -1 ? open : text.length;
      held = text.slice(cut);
      if (cut > 0) controller.enqueue(deferInHtml(text.slice(0, cut)));
    },
    flush(controller) {
      if (held) controller.enqueue(deferInHtml(held));
    },
  });
}

/**
 * Runs in the page (an inline classic script after <Scripts />): restores the module preloads and
 * the module script once the high-priority picture is drawn (a timeout queued from the frame after
 * its load), or once the page's first frame is drawn when it has none (its first paint never waits
 * for the scripts' work, even when they arrive at once), at once when the tab is hidden (no frames),
 * and after 1 s at the latest. The
 * new elements go to the end of <head>, where hydration does not look for them. The new module
 * script is inline, so it takes over the renamed script's nonce (the page's CSP allows no other
 * inline script).
 */
export const MODULE_LOADER = `(function(){var started=false;function load(){if(started)return;started=true;var head=document.head;document.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]').forEach(function(l){var p=document.createElement('link');p.rel='modulepreload';p.href=l.getAttribute('href');head.appendChild(p)});document.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]').forEach(function(s){var m=document.createElement('script');m.type='module';m.nonce=s.nonce;m.textContent=s.textContent;head.appendChild(m)})}if(document.visibilityState!=='visible')return load();var picture=document.querySelector('img[fetchpriority="high"]');function drawn(){requestAnimationFrame(function(){setTimeout(load,0)})}if(!picture||picture.complete)drawn();else{picture.addEventListener('load',drawn);picture.addEventListener('error',drawn)}setTimeout(load,1000)})();`;

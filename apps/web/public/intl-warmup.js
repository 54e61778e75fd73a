/* global self */
// The page's number data, loaded off its main thread (app/shell/intl-warmup.ts starts this worker with
// the page's language as its name). Chromium loads ICU's data and caches for the whole page process, so
// the first Intl.NumberFormat the page then makes on its main thread costs about 0.2 ms instead of
// 10-40 ms (four times that on the phone Lighthouse emulates). Elsewhere it costs a worker and nothing more.
try {
  var lang = self.name;
  new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(1.5);
  new Intl.PluralRules(lang).select(2);
  if (Intl.ListFormat) new Intl.ListFormat(lang, { type: 'conjunction' }).format(['a', 'b']);
} catch {
  // An old browser without one of these formats: the page makes its own later, as it would anyway.
}
self.close();

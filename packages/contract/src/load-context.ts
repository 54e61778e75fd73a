/**
 * What the server hands the web app's loaders while rendering a page (React Router's load context):
 * a fetch into its own /api (in process, no network hop), the request's logger, the page's CSP nonce
 * and the shop's public URL. Loaders fall back
 * to fetch over HTTP and console when run elsewhere. Web and server meet here and over HTTP only.
 */
export interface WebLoadContext {
  /** Calls the API of the same server: `apiFetch('/api/content/headerMenu/default?locale=de_DE')`. */
  apiFetch: ApiFetch;
  /** The request's structured logger (pino on the server). */
  log: WebLog;
  /**
   * The page's Content-Security-Policy nonce (fresh per request): every inline script the page renders
   * carries it. Absent when the app runs without our server (no policy is sent then).
   */
  cspNonce?: string;
  /**
   * The shop's public origin (`PUBLIC_URL`, "https://masswerk.example", no trailing slash) for absolute
   * links (canonical, hreflang, a design's shareable link): never the request's Host header, which
   * the client chooses. Absent when the app runs without our server (the request's origin is used).
   */
  publicUrl?: string;
  /**
   * Told when the page's render failed after its first part was sent (React then streams a fallback in
   * the failed part's place): the server's page cache does not keep such a page. Absent without our server.
   */
  renderFailed?: () => void;
}

/** The part of fetch the API client needs (a `fetch` Response satisfies it). */
export type ApiFetch = (path: string, init?: { method?: string; headers?: Record<string, string>; body?: string }) => Promise<ApiFetchResponse>;

export interface ApiFetchResponse {
  status: number;
  ok: boolean;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
}

/** A structured logger: an object of fields and a message. */
export interface WebLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

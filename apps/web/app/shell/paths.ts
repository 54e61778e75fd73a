/** Paths (without locale prefix) that keep a trailing slash: the blog (shop.md §2 "blog excepted"). */
export function isBlogPath(rest: string): boolean {
  return rest === '/blog/' || rest.startsWith('/blog/');
}

/** Header and footer are hidden on /closed-store and any /instruction path (shop.md §2), and on the picture job's /render pages. */
export function hidesShell(rest: string): boolean {
  return rest === '/closed-store' || rest === '/instruction' || rest.startsWith('/instruction/') || rest.startsWith('/render/');
}

/**
 * What a closed country shop still shows (docs/decisions.md): the closed-store page itself,
 * the legal pages, order tracking and the assembly instructions that existing customers need.
 */
export function staysOpenWhenClosed(rest: string, imprintPath?: string): boolean {
  const open = ['/closed-store', '/cookie-declaration', '/imprint', '/order-tracking', '/404'];
  if (imprintPath) open.push(imprintPath);
  return open.includes(rest) || /^\/instructions?(-viewer)?(\/|$)/.test(rest) || rest.startsWith('/render/');
}

/**
 * A path of this site for a redirect: any run of slashes or backslashes at its start becomes one
 * slash, so "//other.example/x" (which a browser reads as another host) stays "/other.example/x".
 */
export function sitePath(path: string): string {
  return `/${path.replace(/^[/\\]+/, '')}`;
}

/** Where a path with a trailing slash redirects: the same path without it, on this site, query kept. */
export function withoutTrailingSlash(pathname: string, search: string): string {
  return `${sitePath(pathname.replace(/[/\\]+$/, ''))}${search}`;
}

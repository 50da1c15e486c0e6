/** One route of the SPA and the tags its index.html carries (written by the build: src/web/tools/route-preload-plugin.ts). */
export interface RoutePreload {
  /** A client route under /app/ ('' is the index), `:name` for a parameter. */
  path: string;
  tags: string;
}

/** The route a path under the base matches (a trailing slash ignored), or none. */
export function matchRoute<R extends { path: string }>(routes: readonly R[], pathname: string): R | undefined {
  const segments = pathname.split('/').filter(Boolean);
  // A literal segment wins over a parameter, as in the router (needs/add before needs/:id).
  const score = (route: R) => route.path.split('/').filter((part) => part && !part.startsWith(':')).length;
  return [...routes]
    .sort((a, b) => score(b) - score(a))
    .find((route) => {
      const pattern = route.path.split('/').filter(Boolean);
      return pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i]);
    });
}

/**
 * index.html for each path: with the current route's preloads before `</head>`, so its chunks download with the
 * entry instead of one after another once the entry runs (HTTP/1.1 pays a round trip for each step). Each route's
 * page is built once, at start; a path outside the list gets the plain page.
 */
export function htmlByRoute(html: string, routes: readonly RoutePreload[], base: string): (pathname: string) => string {
  const at = html.indexOf('</head>');
  if (at === -1) return () => html;
  const pages = new Map(routes.map((route) => [route, html.slice(0, at) + route.tags + html.slice(at)]));
  return (pathname) => {
    const route = matchRoute(routes, pathname.startsWith(base) ? pathname.slice(base.length) : pathname);
    return (route && pages.get(route)) ?? html;
  };
}

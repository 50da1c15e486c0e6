import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from './route-modules';
import { routes } from './routes';

// The build lists each route's chunks to preload from route-modules.ts: a route or a lazily imported module that routes.tsx
// gains must be in the table, or its page loads its code one step at a time again.
const WEB = join(process.cwd(), 'src/web');
const source = readFileSync(join(WEB, 'app/routes.tsx'), 'utf8');

/** The paths of routes.tsx that render a screen (not the redirect-only /dashboard, nor the not-found catch-alls). */
function screenPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.index ? parent : [parent, route.path ?? ''].filter(Boolean).join('/');
    const own = (route.lazy || route.Component) && (route.index || route.path) && !path.includes('*') ? [path] : [];
    return [...own, ...screenPaths(route.children ?? [], path)];
  });
}

/** The modules routes.tsx imports lazily, as the Vite manifest names them. */
function lazilyImported(): Set<string> {
  const modules = new Set<string>();
  for (const [, specifier] of source.matchAll(/import\('(\.{1,2}\/[^']+)'\)/g)) {
    const base = join('app', specifier!).replace(/\\/g, '/');
    const file = ['.tsx', '.ts'].map((ext) => base + ext).find((candidate) => existsSync(join(WEB, candidate)));
    expect(file, specifier).toBeDefined();
    modules.add(file!);
  }
  return modules;
}

describe('route-modules', () => {
  it('has an entry for every screen of routes.tsx, and none for a path routes.tsx does not have', () => {
    const paths = screenPaths(routes);
    expect(new Set(ROUTE_MODULES.map((route) => route.path))).toEqual(new Set(paths));
  });

  it('names every module routes.tsx imports lazily, and only those', () => {
    expect(new Set(ROUTE_MODULES.flatMap((route) => route.modules))).toEqual(lazilyImported());
  });
});

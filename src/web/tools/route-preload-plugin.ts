import { relative } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { ROUTE_MODULES } from '../app/route-modules.ts';

/** The file the server reads (src/server/spa-preload.ts): for each client route, the tags index.html gets. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * Writes, for every route of app/route-modules.ts, the `<link>` tags that fetch its code with the entry: the chunks
 * its modules import statically (all of them, not one level at a time) that index.html does not load already, and
 * their stylesheets, preloaded only (the route's code applies them, and finds them fetched). Derived from the
 * bundle, so the hashes are never written by hand.
 */
export function routePreload(base: string): Plugin {
  let root = '';
  return {
    name: 'medilink-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // After Vite's own generateBundle hooks, which drop the chunks that held only CSS.
    generateBundle: {
      order: 'post',
      handler(_options, bundle: Rollup.OutputBundle) {
        const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // The chunk holding each module (a route's module may share its chunk with others, see vite.config.ts).
        const byModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [relative(root, id).replace(/\\/g, '/'), chunk] as const)));
        const closure = (chunk: Rollup.OutputChunk, seen: Set<Rollup.OutputChunk>): Set<Rollup.OutputChunk> => {
          if (seen.has(chunk)) return seen;
          seen.add(chunk);
          for (const file of chunk.imports) closure(byFile.get(file)!, seen);
          return seen;
        };
        const loaded = new Set<Rollup.OutputChunk>();
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry, loaded);

        const routes = ROUTE_MODULES.map(({ path, modules }) => {
          const needed = new Set<Rollup.OutputChunk>();
          for (const module of modules) {
            const chunk = byModule.get(module);
            if (!chunk) this.error(`route-preload: no chunk for ${module} (route ${path || '/'})`);
            closure(chunk, needed);
          }
          const scripts: string[] = [];
          const styles = new Set<string>();
          for (const chunk of needed) {
            if (loaded.has(chunk)) continue;
            scripts.push(`<link rel="modulepreload" crossorigin href="${base}${chunk.fileName}">`);
            for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(`<link rel="preload" as="style" crossorigin href="${base}${css}">`);
          }
          return { path, tags: [...styles, ...scripts].join('') };
        });
        this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(routes) });
      },
    },
  };
}

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { catalogPreload } from './src/web/tools/catalog-preload-plugin.ts';
import { precompress } from './src/web/tools/precompress-plugin.ts';
import { routePreload } from './src/web/tools/route-preload-plugin.ts';

// react-router's package exports name only its development build (warnings, dev checks, bigger); a production
// build takes the production files it ships beside them.
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

// The SPA lives under /app/; the Fastify server serves dist/web there with a history fallback.
export default defineConfig(({ command }) => ({
  root: 'src/web',
  base: '/app/',
  plugins: [
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    catalogPreload('ro-RO'),
    routePreload('/app/'),
    precompress(),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  // The manifest lets `npm run size` tell the entry from the lazily loaded route chunks.
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Fewer, larger chunks where every page would fetch them all anyway (HTTP/1.1: six requests at a time, a
            // round trip each). The entry's static imports: one chunk instead of five.
            { name: 'index-deps', tags: ['$initial'], priority: 2 },
            // The query cache: every signed-in screen uses it, and the automatic split made six chunks of it.
            { name: 'react-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
}));

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { precompress } from './src/web/tools/precompress-plugin.ts';

// react-router's package exports name only its development build (warnings, dev checks, bigger); a production
// build takes the production files it ships beside them.
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

// The SPA lives under /app/; the Fastify server serves dist/web there with a history fallback.
export default defineConfig(({ command }) => ({
  root: 'src/web',
  base: '/app/',
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), react(), lingui(), precompress()],
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
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: true, manifest: true },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
}));

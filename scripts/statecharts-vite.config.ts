import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';

// The statechart visualizer as a static page (npm run statecharts:static → dist/statecharts/index.html) that a
// reviewer opens from disk. Browsers refuse module scripts from file://, so the page is one classic script:
// a single IIFE bundle (catalogs inlined) loaded with `defer`, and relative asset paths.
const root = fileURLToPath(new URL('../src/web/features/statecharts/static', import.meta.url));

const classicScript: Plugin = {
  name: 'statecharts-classic-script',
  enforce: 'post',
  transformIndexHtml: (html) => html.replace(/<script type="module" crossorigin/g, '<script defer'),
};

export default defineConfig({
  root,
  base: './',
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), react(), lingui(), classicScript],
  // Workers cannot start from file://: the page lays the chart out on its own thread.
  resolve: { alias: [{ find: /^\.\/layout-engine$/, replacement: `${root}/layout-engine.ts` }] },
  build: {
    outDir: fileURLToPath(new URL('../dist/statecharts', import.meta.url)),
    emptyOutDir: true,
    modulePreload: false,
    rolldownOptions: { output: { format: 'iife', codeSplitting: false } },
  },
});

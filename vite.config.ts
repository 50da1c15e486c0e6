import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { precompress } from './src/web/tools/precompress-plugin.ts';

// The SPA lives under /app/; the Fastify server serves dist/web there with a history fallback.
export default defineConfig({
  root: 'src/web',
  base: '/app/',
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), react(), lingui(), precompress()],
  // The manifest lets `npm run size` tell the entry from the lazily loaded route chunks.
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: true, manifest: true },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});

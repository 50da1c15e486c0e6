import { defineConfig } from 'rolldown';

// `npm run build:server`: the server as one ES module in dist/server, so `npm start` runs compiled JavaScript with
// plain node (no TypeScript compiler at every start). Packages stay external: they come from node_modules, which
// `npm ci --omit=dev` fills with the production dependencies only.
// Bare specifiers (packages and node: builtins) are external; relative and absolute paths are bundled.
// Except these pure ES module packages, bundled in: each ships as hundreds of small files (kysely alone 287), and
// resolving and reading every one was a sixth of the start's main-thread CPU. They stay production dependencies.
// zod goes in with fastify-type-provider-zod, its only importer among the external packages, so there is one zod.
const bundled = /^(kysely|libphonenumber-js|zod|fastify-type-provider-zod|xstate)(\/|$)/;
const isPackage = (id: string) => !bundled.test(id) && !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');

export default defineConfig({
  input: 'src/server/main.ts',
  platform: 'node',
  external: isPackage,
  // Source maps for stack traces (`serve` runs node --enable-source-maps, which keeps the map in memory): positions
  // only, the sources themselves (3 MB) are in src/ and node_modules.
  output: { dir: 'dist/server', format: 'esm', sourcemap: true, sourcemapExcludeSources: true, entryFileNames: 'main.js' },
});

import { defineConfig } from 'rolldown';

// `npm run build:server`: the server as one ES module in dist/server, so `npm start` runs compiled JavaScript with
// plain node (no TypeScript compiler at every start). Packages stay external: they come from node_modules, which
// `npm ci --omit=dev` fills with the production dependencies only.
// Bare specifiers (packages and node: builtins) are external; relative and absolute paths are bundled.
const isPackage = (id: string) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');

export default defineConfig({
  input: 'src/server/main.ts',
  platform: 'node',
  external: isPackage,
  output: { dir: 'dist/server', format: 'esm', sourcemap: true, entryFileNames: 'main.js' },
});

import { fileURLToPath } from 'node:url';

const productionFile = (file: string) => fileURLToPath(new URL(`../../../node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * react-router's package exports name only its development build (warnings, dev checks, bigger); a production build
 * takes the production files it ships beside them (vite.config.ts, and the yardsticks of scripts/size-baseline.ts).
 */
export const reactRouterProductionAliases = [
  { find: /^react-router$/, replacement: productionFile('index.mjs') },
  { find: /^react-router\/dom$/, replacement: productionFile('dom-export.mjs') },
];

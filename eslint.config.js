// ESLint (flat config): TypeScript, React hooks, JSX accessibility, and the one-way imports of the architecture
// (docs/web.md "Imports"). Type-aware rules are left out on purpose: `tsc --noEmit` already type-checks, and linting
// without types keeps `npm run lint` to seconds on a small machine.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync('src/web/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// A feature may import lib/ and machines/ (and itself), never the app shell, the server or the generated contract
// directly (lib/api holds the client and its types). Of the other features it may import only process/, the hiring
// process's UI that the candidate's, the company's and care's screens share; process/ imports no other feature, and
// its role folders (candidate/, company/, care/) do not import each other: what two roles share sits at its root.
const FEATURE_RULE = 'A feature imports only lib/, machines/, features/process/ and itself (share through lib/ or process/).';
const PROCESS_ROLES = ['candidate', 'company', 'care'];
const ROLE_RULE = "A role's process UI imports the shared process UI (features/process/*), not another role's.";
const featureZones = FEATURES.flatMap((feature) => [
  {
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: feature === 'process' ? ['./process'] : [`./${feature}`, './process'],
    message: FEATURE_RULE,
  },
  { target: `./src/web/features/${feature}`, from: ['./src/server', './openapi'], message: FEATURE_RULE },
  // The static visualizer (npm run statecharts:static) is an app of its own and reuses the app's language switcher.
  feature === 'statecharts'
    ? { target: `./src/web/features/${feature}`, from: './src/web/app', except: ['./language-switcher.tsx'], message: FEATURE_RULE }
    : { target: `./src/web/features/${feature}`, from: './src/web/app', message: FEATURE_RULE },
]);
const processRoleZones = PROCESS_ROLES.flatMap((role) =>
  PROCESS_ROLES.filter((other) => other !== role).map((other) => ({
    target: `./src/web/features/process/${role}`,
    from: `./src/web/features/process/${other}`,
    message: ROLE_RULE,
  })),
);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'coverage/**',
      'test-results/**',
      '.tmp/**',
      'data/**',
      'node_modules/**',
      'src/**/locales/**/*.ts',
      'openapi/schema.d.ts',
      'src/server/db/schema.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are not walked for cycles (and pglite's bundle is too deep to parse).
      'import-x/ignore': ['node_modules'],
      // Dependencies are read as TypeScript, so the cycle rule can follow them.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.d.ts'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './machines', from: './src', message: 'machines/ is pure: it imports nothing from src/.' },
            { target: './src/server', from: './src/web', message: 'The server never imports the web app.' },
            { target: './src/web', from: './src/server', message: 'The web app talks to the server through the API only.' },
            {
              target: './src/web/lib',
              from: ['./src/web/features', './src/web/app'],
              message: 'Shared code (lib/) never imports a feature or the app shell: they import it.',
            },
            ...featureZones,
            ...processRoleZones,
          ],
        },
      ],
    },
  },
  {
    // The two classic hook rules. The React Compiler rules of react-hooks 7 (purity, set-state-in-effect,
    // immutability, refs …) are left off: the app is not compiled by the React Compiler, and they flag
    // deliberate patterns (a "tomorrow" read at render, a draft reset when the URL changes).
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/web/**/*.tsx'],
    ...jsxA11y.configs.recommended,
  },
);

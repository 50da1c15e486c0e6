/**
 * The floor: the least a page of ours can paint with (React, the data router in its production build, Mantine's
 * provider with the stylesheets one button needs, Lingui, one Mantine button), built by Vite for production. What
 * our pages cost beyond it is our own work; `npm run size:baseline` weighs it and `npm run bench:web` scores it beside
 * our pages.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type PluginOption } from 'vite';
import { reactRouterProductionAliases } from '../src/web/tools/react-router-production.ts';

const ROOT = resolve(import.meta.dirname, '..');

export const render = (tree: string) => `createRoot(document.getElementById('root')!).render(${tree});`;

/** A page with Mantine's provider, Lingui and one button, under the given router. */
export const withMantineAndLingui = (router: string, routerTree: string) => `
import { createRoot } from 'react-dom/client';
import { Button, MantineProvider } from '@mantine/core';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
${router}
i18n.loadAndActivate({ locale: 'en', messages: {} });
function Home() { return <Button>Hello</Button>; }
${render(`<I18nProvider i18n={i18n}><MantineProvider>${routerTree}</MantineProvider></I18nProvider>`)}`;

export const FLOOR_PAGE = withMantineAndLingui(
  `import { RouterProvider, createBrowserRouter } from 'react-router-dom';
const router = createBrowserRouter([{ path: '*', element: <Home /> }], { basename: '/app' });`,
  '<RouterProvider router={router} />',
);

const FLOOR_STYLES = ['baseline', 'default-css-variables', 'global', 'UnstyledButton', 'Button'].map(
  (sheet) => `import '@mantine/core/styles/${sheet}.css';`,
);

/**
 * Builds `code` as a page's main module in `dir` (node_modules linked from the repository) into `outDir`, served
 * under `base`. `productionRouter` resolves react-router to its production build, as our build does.
 */
export async function buildPage(options: {
  dir: string;
  outDir: string;
  code: string;
  productionRouter: boolean;
  base?: string;
  plugins?: PluginOption[];
}): Promise<void> {
  const { dir, outDir } = options;
  mkdirSync(join(dir, 'src'), { recursive: true });
  try {
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  } catch {
    // linked by an earlier build in the same folder
  }
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><title>Floor</title><div id="root"></div><script type="module" src="/src/main.tsx"></script>',
  );
  writeFileSync(join(dir, 'src/main.tsx'), options.code);
  await build({
    root: dir,
    base: options.base ?? '/',
    configFile: false,
    logLevel: 'error',
    plugins: [react(), ...(options.plugins ?? [])],
    resolve: { alias: options.productionRouter ? reactRouterProductionAliases : [] },
    build: { outDir, emptyOutDir: true },
  });
}

/** The floor page with its stylesheets, for serving under /app/ like the SPA. */
export const floorPageCode = () => `${FLOOR_STYLES.join('\n')}\n${FLOOR_PAGE}`;

/**
 * npm run size:baseline — the yardstick of the entry budget, built here: the bare app first measured (React,
 * React Router, Mantine and its stylesheet, react-query, xstate, Lingui, openapi-fetch; one route, one Mantine button)
 * and the parts of it no page of ours can leave out, each built by Vite for production in a temporary folder. Prints
 * the JS of each, gzip level 9 like `npm run size`, to set beside our entry's figure there.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildPage, render, withMantineAndLingui } from './floor-page.ts';

const variants: Array<{ label: string; productionRouter: boolean; code: string }> = [
  {
    label: 'the first bare app (react-router as its package exports resolve: the development build)',
    productionRouter: false,
    code: `
import '@mantine/core/styles.css';
import { createRoot } from 'react-dom/client';
import { Button, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createActor, createMachine } from 'xstate';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import createClient from 'openapi-fetch';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
const client = createClient<any>({ baseUrl: '/api' });
const actor = createActor(createMachine({ initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } })).start();
i18n.loadAndActivate({ locale: 'en', messages: {} });
function Home() {
  const query = useQuery({ queryKey: ['x'], queryFn: () => client.GET('/x' as never) });
  return <Button onClick={() => actor.send({ type: 'go' })}>{query.status} {i18n._('Hello')}</Button>;
}
const router = createBrowserRouter([{ path: '/', element: <Home /> }]);
${render('<I18nProvider i18n={i18n}><MantineProvider><QueryClientProvider client={new QueryClient()}><RouterProvider router={router} /></QueryClientProvider></MantineProvider></I18nProvider>')}`,
  },
  {
    label: 'React + React Router (data router, production) + MantineProvider + Lingui, one Mantine button',
    productionRouter: true,
    code: withMantineAndLingui(
      `import { RouterProvider, createBrowserRouter } from 'react-router-dom';
const router = createBrowserRouter([{ path: '/', element: <Home /> }]);`,
      '<RouterProvider router={router} />',
    ),
  },
  {
    label: 'the same with the declarative <BrowserRouter> (no loaders, lazy routes, navigation state, route errors)',
    productionRouter: true,
    code: withMantineAndLingui(
      `import { BrowserRouter, Route, Routes } from 'react-router-dom';`,
      '<BrowserRouter><Routes><Route path="/" element={<Home />} /></Routes></BrowserRouter>',
    ),
  },
  {
    label: 'React alone (react-dom/client), one button',
    productionRouter: true,
    code: `
import { createRoot } from 'react-dom/client';
${render('<button>Hello</button>')}`,
  },
];

const dir = mkdtempSync(join(tmpdir(), 'medilink-size-baseline-'));
try {
  for (const variant of variants) {
    const outDir = join(dir, 'dist');
    await buildPage({ dir, outDir, code: variant.code, productionRouter: variant.productionRouter });
    const assets = join(outDir, 'assets');
    const js = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
    console.log(`${(js / 1024).toFixed(1).padStart(7)} KB gzip  ${variant.label}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

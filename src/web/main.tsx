import './app/first-paint-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { I18nProvider } from '@lingui/react';
import { App, createAppRouter } from './app/app';
import { ErrorPage } from './app/error-page';
import { theme } from './lib/ui/theme';
import { loadRuntimeConfig } from './lib/config/runtime-config';
import { activateLocale, i18n, storedLocale } from './lib/i18n/i18n';

const root = createRoot(document.getElementById('root')!);

// Nothing waits for anything it does not need: the catalog loads while the router, created as soon as the runtime
// configuration is read (index.html carries it), runs the first route's guard and loads its code and first data.
// The screen renders once the catalog is there too.
const locale = activateLocale(storedLocale());
const router = loadRuntimeConfig().then(createAppRouter);
// The first render is a transition: React renders the shell and the page in slices of a few milliseconds instead of
// one long task (the longest Lighthouse found on a signed-in page's load on a slow CPU), so the browser stays
// responsive while it runs. What it renders is the same.
Promise.all([locale, router]).then(
  ([, started]) =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App router={started} />
        </StrictMode>,
      ),
    ),
  async () => {
    await locale.catch(() => undefined);
    root.render(
      <I18nProvider i18n={i18n}>
        <MantineProvider theme={theme}>
          <ErrorPage />
        </MantineProvider>
      </I18nProvider>,
    );
  },
);

// The installable app's service worker and offline notice, once the page has loaded: never before its first paint,
// and out of the entry chunk.
if (import.meta.env.PROD) {
  addEventListener('load', () => void import('./lib/pwa/pwa').then((pwa) => pwa.startPwa(import.meta.env.BASE_URL)), { once: true });
}

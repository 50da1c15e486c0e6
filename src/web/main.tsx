import './app/first-paint-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { I18nProvider } from '@lingui/react';
import { App, createAppRouter } from './app/app';
import { ErrorPage } from './app/error-page';
import { theme } from './app/theme';
import { loadRuntimeConfig } from './lib/config/runtime-config';
import { activateLocale, i18n, storedLocale } from './lib/i18n/i18n';

const root = createRoot(document.getElementById('root')!);

// The catalog and the runtime configuration come first: the route guards need RECRUITER_APP_URL and
// every screen needs its strings.
const locale = activateLocale(storedLocale());
Promise.all([locale, loadRuntimeConfig()]).then(
  () =>
    root.render(
      <StrictMode>
        <App router={createAppRouter()} />
      </StrictMode>,
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

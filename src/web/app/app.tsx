import { MantineProvider } from '@mantine/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { i18n } from '../lib/i18n/i18n';
import { APP_BASE } from '../lib/routing/access-rules';
import { installIntentPreload } from './intent-preload';
import { routes } from './routes';
import { theme } from '../lib/ui/theme';

/**
 * The router starts its first navigation (the route guards, the route's code and first data) as soon as it is
 * created: create it once the runtime configuration is read (the guards need it), without waiting for the catalog.
 * The query cache's provider comes with each lazily loaded screen (lib/app-query-client.tsx).
 */
export function createAppRouter() {
  installIntentPreload(routes);
  return createBrowserRouter(routes, { basename: APP_BASE });
}

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nProvider>
  );
}

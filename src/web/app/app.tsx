import { MantineProvider } from '@mantine/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { i18n } from '../lib/i18n/i18n';
import { createQueryClient } from '../lib/query-client';
import { APP_BASE } from '../lib/routing/access-rules';
import { authStore } from '../lib/session/session';
import { installIntentPreload } from './intent-preload';
import { routes } from './routes';
import { theme } from './theme';

const queryClient = createQueryClient();
// Whatever one account loaded must not show for the next one on this device.
authStore.subscribe(() => {
  if (!authStore.get().isAuthenticated) queryClient.clear();
});
/**
 * The router starts its first navigation (and so the route guards) as soon as it is created: create it
 * only once the runtime configuration and the catalog are loaded.
 */
export function createAppRouter() {
  installIntentPreload(routes);
  return createBrowserRouter(routes, { basename: APP_BASE });
}

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}

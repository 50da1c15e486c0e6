import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createQueryClient } from './query-client';
import { authStore } from './session/session';

/**
 * The app's one query cache, shared by the pages and by the route loaders that start a page's first data with its
 * code. Not part of the entry chunk: landing's first paint needs no query, and each lazily loaded screen brings it.
 */
export const queryClient = createQueryClient();

// Whatever one account loaded must not show for the next one on this device.
authStore.subscribe(() => {
  if (!authStore.get().isAuthenticated) queryClient.clear();
});

/** A lazily loaded screen inside the provider (the same client for every screen, so one cache). */
export function withQueryClient(Screen: ComponentType): ComponentType {
  return function WithQueryClient() {
    return (
      <QueryClientProvider client={queryClient}>
        <Screen />
      </QueryClientProvider>
    );
  };
}

import { DEFAULT_THEME, Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useState, type ComponentType } from 'react';
import { theme } from './theme';

/** What usePhone will say, read before any render: a route loads its code before its page renders. */
const isPhone = () => window.matchMedia(`(width < ${theme.breakpoints?.sm ?? DEFAULT_THEME.breakpoints.sm})`).matches;

function Loading() {
  const { t } = useLingui();
  return <Loader size="sm" role="status" aria-label={t`Loading`} />;
}

export interface FoldedOnPhone<P> {
  /** Renders the part; on a phone that unfolds it before its code came, a spinner stands in until it comes. */
  Part: ComponentType<P>;
  /** For the route: on a wide screen the part shows at once, so the page waits for its code (no flash, no shift). */
  ready: () => Promise<unknown>;
  /** For CollapsibleFilters: fetches the code once a phone has painted the page and is idle, so unfolding is quick. */
  prefetch: () => Promise<unknown>;
}

/**
 * A part of a page that a phone folds away at first (a list's filters: dropdowns, their positioning library, number
 * inputs, some 50 KB). Its code stays out of a phone's first paint: on a slow connection those bytes delay the list
 * itself, which is what the visitor came for.
 */
export function foldedOnPhone<P extends object>(load: () => Promise<ComponentType<P>>): FoldedOnPhone<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const prefetch = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a later unfolding tries again
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await prefetch();
    return { default: loaded! };
  });
  function Part(props: P) {
    // Chosen once per mount: swapping the lazy wrapper for the loaded component would remount it and lose what was typed.
    const [Component] = useState(() => loaded ?? Lazy);
    return (
      <Suspense fallback={<Loading />}>
        <Component {...props} />
      </Suspense>
    );
  }
  return { Part, prefetch, ready: () => (isPhone() ? Promise.resolve() : prefetch()) };
}

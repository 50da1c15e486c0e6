import { matchRoutes, type RouteObject } from 'react-router-dom';
import { APP_BASE } from '../lib/routing/access-rules';

// Spec §9's routing defaults: a link hovered or focused for 50 ms starts loading its route's code, so the
// click usually finds the chunk already there. Only code is preloaded; the guards run on navigation.
const PRELOAD_DELAY_MS = 50;

export function installIntentPreload(routes: RouteObject[]): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  function preload(href: string) {
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin || !url.pathname.startsWith(`${APP_BASE}/`)) return;
    for (const { route } of matchRoutes(routes, url.pathname, APP_BASE) ?? []) {
      // A lazy route whose module is already imported resolves at once (the browser caches modules).
      if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
    }
  }

  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link) return;
    clearTimeout(timer);
    timer = setTimeout(() => preload(link.getAttribute('href')!), PRELOAD_DELAY_MS);
  };
  const onLeave = () => clearTimeout(timer);

  document.addEventListener('mouseover', onIntent);
  document.addEventListener('focusin', onIntent);
  document.addEventListener('mouseout', onLeave);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('mouseover', onIntent);
    document.removeEventListener('focusin', onIntent);
    document.removeEventListener('mouseout', onLeave);
  };
}

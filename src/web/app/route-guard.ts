import { replace, type LoaderFunction } from 'react-router-dom';
import { runtimeConfig } from '../lib/config/runtime-config';
import { APP_BASE, decideAccess, type RouteKey, type Visitor } from '../lib/routing/access-rules';
import { readProfileSummary, readToken, userStore } from '../lib/session/session';

export function currentVisitor(): Visitor {
  return {
    hasToken: readToken() !== null,
    profileType: readProfileSummary()?.profileType ?? 0,
    isCare: userStore.get().user?.['role'] === 'care',
  };
}

/** A route loader applying spec §2's rule for the route before any of its code renders. */
export function guard(key: RouteKey): LoaderFunction {
  return ({ request }) => {
    const url = new URL(request.url);
    const pathname = url.pathname.startsWith(APP_BASE) ? url.pathname.slice(APP_BASE.length) || '/' : url.pathname;
    const decision = decideAccess(key, currentVisitor(), runtimeConfig(), { pathname, search: url.search });
    if (decision.type === 'redirect') throw replace(decision.to);
    if (decision.type === 'external') {
      window.location.replace(decision.url);
      // The page is being left: keep the navigation pending instead of rendering a screen for a blink.
      return new Promise<never>(() => undefined);
    }
    return null;
  };
}

/** The route's rule first; its own loader runs only when the page is to render. */
export function guardThen(key: RouteKey, load: LoaderFunction): LoaderFunction {
  return (args) => guard(key)(args) ?? load(args);
}

/** Unknown paths under the public areas: the routing layer's own 'Not Found'. */
export const notFound: LoaderFunction = () => {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
};

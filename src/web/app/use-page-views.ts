import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { APP_BASE } from '../lib/routing/access-rules';

/** One page view per route change; the referrer is the previous in-app page, or the external one at entry. */
export function usePageViews(): void {
  const location = useLocation();
  const previous = useRef<string>(document.referrer);
  useEffect(() => {
    const path = APP_BASE + location.pathname;
    const referrer = previous.current;
    // The API client is not part of the entry chunk: the view is sent once it is loaded.
    void import('../lib/api/page-view').then(({ sendPageView }) => sendPageView(path, location.search, referrer));
    previous.current = window.location.origin + path + location.search;
  }, [location.pathname, location.search]);
}

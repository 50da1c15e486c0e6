import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { sendPageView } from '../lib/api/page-view';
import { APP_BASE } from '../lib/routing/access-rules';

/** One page view per route change; the referrer is the previous in-app page, or the external one at entry. */
export function usePageViews(): void {
  const location = useLocation();
  const previous = useRef<string>(document.referrer);
  useEffect(() => {
    const path = APP_BASE + location.pathname;
    sendPageView(path, location.search, previous.current);
    previous.current = window.location.origin + path + location.search;
  }, [location.pathname, location.search]);
}

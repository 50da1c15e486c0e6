import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router-dom';
import { setUnauthorizedHandler } from '../lib/api/unauthorized';
import { APP_BASE } from '../lib/routing/access-rules';
import { NotificationsRegion } from './notifications-region';
import { PendingIndicator } from './pending-indicator';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { usePageViews } from './use-page-views';

export function RootLayout() {
  const navigate = useNavigate();
  usePageViews();
  useFocusOnNavigation();
  useEffect(() => {
    // A 401 means the stored session is gone on the server: sign in again, then come back here.
    setUnauthorizedHandler(() => {
      const here = window.location.pathname + window.location.search;
      navigate(`/login?redirect=${encodeURIComponent(here.startsWith(APP_BASE) ? here : APP_BASE + '/')}`, { replace: true });
    });
  }, [navigate]);

  return (
    <>
      <PendingIndicator />
      <Outlet />
      <NotificationsRegion />
      <ScrollRestoration />
    </>
  );
}

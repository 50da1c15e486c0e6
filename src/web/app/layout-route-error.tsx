import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage } from './error-page';
import { LayoutNotFound } from './layout-not-found';

/** Inside the dashboard layout: a 404 from a loader is the layout's not-found view. */
export function LayoutRouteError() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <LayoutNotFound /> : <ErrorPage />;
}

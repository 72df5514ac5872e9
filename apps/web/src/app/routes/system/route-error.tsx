import { isRouteErrorResponse, useRouteError } from 'react-router';
import { SystemPage } from './system-page';

/**
 * What a route shows when its code or data fails to load: not found for a 404, otherwise the
 * error page with a reload (a new release may have replaced the chunk it asked for).
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <SystemPage page="notFound" code="404" actions={['home']} />;
  return <SystemPage page="error" testId="page-error" actions={['reload', 'home']} />;
}

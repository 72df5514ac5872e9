import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { paths } from '../../../config/paths';

/**
 * What a route shows when its code or data fails to load: not found for a 404, otherwise the
 * error page with a reload (a new release may have replaced the chunk it asked for).
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <StatusPage
        code="404"
        title={t('system.notFound.title')}
        body={t('system.notFound.body')}
        actions={[{ label: t('system.backHome'), to: paths.home.href() }]}
      />
    );
  return (
    <StatusPage
      testId="page-error"
      title={t('system.error.title')}
      body={t('system.error.body')}
      actions={[
        { label: t('system.reload'), onClick: () => window.location.reload() },
        { label: t('system.backHome'), to: paths.home.href() },
      ]}
    />
  );
}

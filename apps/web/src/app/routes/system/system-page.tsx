import { StatusPage } from '../../../components/status-page';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/react-i18n';

/** The ways out a system page offers, by name. */
type SystemAction = 'home' | 'reload' | 'notices' | 'retry';

/**
 * One of the system pages (not found, errors, maintenance): its title and body from `system.<page>`,
 * and the ways out it offers, in order.
 */
export function SystemPage({
  page,
  actions,
  code,
  testId,
}: {
  page: 'notFound' | 'serverError' | 'error' | 'maintain';
  actions: SystemAction[];
  code?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const all = {
    home: { label: t('system.backHome'), to: paths.home.href() },
    reload: { label: t('system.reload'), onClick: () => window.location.reload() },
    notices: { label: t('header.notices'), to: paths.notice.list.href() },
    retry: { label: t('system.maintain.retry'), onClick: () => window.location.assign(paths.home.href()) },
  };
  return (
    <StatusPage
      testId={testId}
      code={code}
      title={t(`system.${page}.title`)}
      body={t(`system.${page}.body`)}
      actions={actions.map((action) => all[action])}
    />
  );
}

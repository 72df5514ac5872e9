import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/status-page';
import { paths } from '../../../config/paths';

/** /error/404, and any address the router does not know (shown in place, the URL kept). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="page-not-found"
      code="404"
      title={t('system.notFound.title')}
      body={t('system.notFound.body')}
      actions={[
        { label: t('system.backHome'), to: paths.home.href() },
        { label: t('header.notices'), to: paths.notice.list.href() },
      ]}
    />
  );
}

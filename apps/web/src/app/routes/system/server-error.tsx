import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/status-page';
import { paths } from '../../../config/paths';

export default function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="page-server-error"
      code="500"
      title={t('system.serverError.title')}
      body={t('system.serverError.body')}
      actions={[
        { label: t('system.backHome'), to: paths.home.href() },
        { label: t('system.reload'), onClick: () => window.location.reload() },
      ]}
    />
  );
}

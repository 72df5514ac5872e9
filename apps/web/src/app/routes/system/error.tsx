import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/status-page';
import { paths } from '../../../config/paths';

export default function ErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="page-error"
      title={t('system.error.title')}
      body={t('system.error.body')}
      actions={[
        { label: t('system.backHome'), to: paths.home.href() },
        { label: t('system.reload'), onClick: () => window.location.reload() },
      ]}
    />
  );
}

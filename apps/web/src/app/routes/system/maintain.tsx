import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/status-page';
import { paths } from '../../../config/paths';

/** Where error codes 1 and 2 send the reader (spec §8); no header, no footer. */
export default function MaintainPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="page-maintain"
      title={t('system.maintain.title')}
      body={t('system.maintain.body')}
      actions={[
        { label: t('system.maintain.retry'), onClick: () => window.location.assign(paths.home.href()) },
      ]}
    />
  );
}

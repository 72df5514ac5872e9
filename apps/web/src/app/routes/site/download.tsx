import type { QueryClient } from '@tanstack/react-query';
import { getAppVersionsQueryOptions } from '../../../features/site/download/api/get-app-versions';
import { DownloadPage } from '../../../features/site/download/components/download-page';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { currentLanguage, i18n } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/react-i18n';

export const loader = (queryClient: QueryClient) => async () => {
  await Promise.all([
    i18n.loadNamespaces('download'),
    queryClient.prefetchQuery(getAppVersionsQueryOptions(currentLanguage())),
  ]);
  return null;
};

/** `/download` (no footer here, spec §2). */
export default function DownloadRoute() {
  const { t } = useTranslation('download');
  usePageMeta(t('meta.title'), t('meta.description'));
  return <DownloadPage />;
}

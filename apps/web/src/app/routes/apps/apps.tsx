import type { LoaderFunctionArgs } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { AppsHub } from '../../../features/apps/components/apps-hub';
import { i18n } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/react-i18n';
import { requireSession } from '../../../lib/session/require-session';

/** Signed in (the apps are the user's); only texts to load, so no query client (issue 14). */
export const plainLoader = async ({ request }: LoaderFunctionArgs) => {
  requireSession(request);
  await i18n.loadNamespaces(['apps']);
  return null;
};

/** /apps: the apps hub (spec §2 "Apps"); the footer is hidden here (layout-rules.ts). */
export default function AppsRoute() {
  const { t } = useTranslation('apps');
  return (
    <PageFrame title={t('title')} description={t('description')} testId="page-apps">
      <AppsHub />
    </PageFrame>
  );
}

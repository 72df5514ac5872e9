import { SaasPage } from '../../../features/site/saas/components/saas-page';
import { i18n } from '../../../lib/i18n';

export const plainLoader = async () => {
  await i18n.loadNamespaces('saas');
  return null;
};

/** `/saas`. */
export default function SaasRoute() {
  return <SaasPage />;
}

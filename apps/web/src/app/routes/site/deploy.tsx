import { DeployPage } from '../../../features/site/deploy/components/deploy-page';
import { i18n } from '../../../lib/i18n';

export const plainLoader = async () => {
  await i18n.loadNamespaces('deploy');
  return null;
};

/** `/deploy`. */
export default function DeployRoute() {
  return <DeployPage />;
}

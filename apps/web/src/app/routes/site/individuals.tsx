import { IndividualsPage } from '../../../features/site/individuals/components/individuals-page';
import { i18n } from '../../../lib/i18n';

export const plainLoader = async () => {
  await i18n.loadNamespaces('individuals');
  return null;
};

/** `/individuals`. */
export default function IndividualsRoute() {
  return <IndividualsPage />;
}

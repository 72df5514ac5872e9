import { BrokeragePage } from '../../../features/site/brokerage/components/brokerage-page';
import { i18n } from '../../../lib/i18n';

export const plainLoader = async () => {
  await i18n.loadNamespaces('brokerage');
  return null;
};

/** `/brokerage`. */
export default function BrokerageRoute() {
  return <BrokeragePage />;
}

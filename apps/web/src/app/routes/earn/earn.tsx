import type { QueryClient } from '@tanstack/react-query';
import { investmentAssetsQueryOptions } from '../../../domain/money/balances';
import { earnAccountQueryOptions, earnProductsQueryOptions } from '../../../features/earn/api/earn';
import { useLiveEarn } from '../../../features/earn/api/use-live-earn';
import { EarnFrame } from '../../../features/earn/components/earn-frame';
import { EarnProducts } from '../../../features/earn/components/earn-products';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { i18n } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/react-i18n';
import { sessionStore, useSession } from '../../../lib/session/session-store';
import { verifiedNow } from './verified';

/**
 * Open to anyone (the products are public; the footer's register link here is the merchant one):
 * the texts and the products first, and for a signed-in user the earn account and the investment
 * wallet too, so the subscribe dialog opens on them.
 */
export const loader = (queryClient: QueryClient) => async () => {
  // Asked only of a verified user: anyone else is on the way to /account/verifiy (spec §4).
  const signedIn = verifiedNow(sessionStore.get());
  await Promise.all([
    i18n.loadNamespaces(['earn', 'money', 'validation']),
    queryClient.prefetchQuery(earnProductsQueryOptions()),
    ...(signedIn === true
      ? [
          queryClient.prefetchQuery(earnAccountQueryOptions()),
          queryClient.prefetchQuery(investmentAssetsQueryOptions()),
        ]
      : []),
  ]);
  return null;
};

/** /earn: the savings products, with the subscribe dialog. */
export default function EarnRoute() {
  const { t } = useTranslation('earn');
  usePageMeta(t('meta.title'), t('meta.description'));
  const session = useSession();
  const signedIn = Boolean(session.token);
  useLiveEarn();
  return (
    <EarnFrame title={t('products.title')} description={t('products.description')} testId="page-earn">
      <EarnProducts signedIn={signedIn} verified={verifiedNow(session)} />
    </EarnFrame>
  );
}

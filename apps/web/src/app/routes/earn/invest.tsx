import {
  earnAccountQueryOptions,
  earnPositionsQueryOptions,
  earnProductsQueryOptions,
} from '../../../features/earn/api/earn';
import { useLiveEarn } from '../../../features/earn/api/use-live-earn';
import { EarnFrame } from '../../../features/earn/components/earn-frame';
import { EarnInvest } from '../../../features/earn/components/earn-invest';
import { useTranslation } from '../../../lib/react-i18n';
import { sessionStore, useSession } from '../../../lib/session/session-store';
import { signedInLoader } from '../signed-in-loader';
import { verifiedNow } from './verified';

export const loader = signedInLoader(['earn', 'money'], (queryClient) => [
  queryClient.prefetchQuery(earnProductsQueryOptions()),
  // Only a verified user's (anyone else is on the way to /account/verifiy); the positions answer
  // only once the earn account is open (60601 before).
  (verifiedNow(sessionStore.get()) === true
    ? queryClient.fetchQuery(earnAccountQueryOptions())
    : Promise.resolve({ account: null })
  ).then(
    async (balance) => {
      if (balance.account) await queryClient.prefetchQuery(earnPositionsQueryOptions());
    },
    () => undefined,
  ),
]);

/** /assets/invest: the user's earn positions, interest, redemptions and records, live. */
export default function InvestRoute() {
  const { t } = useTranslation('earn');
  useLiveEarn();
  const verified = verifiedNow(useSession());
  return (
    <EarnFrame title={t('invest.title')} description={t('invest.description')} testId="page-invest">
      <EarnInvest verified={verified} />
    </EarnFrame>
  );
}

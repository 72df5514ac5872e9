import '../../../domain/money/styles';
import '@mantine/core/styles/NumberInput.css';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import {
  mpcInfoQueryOptions,
  walletQueries,
  walletsQueryOptions,
} from '../../../features/multisig/api/multisig';
import { useLiveMultisig } from '../../../features/multisig/api/use-live-multisig';
import { MultisigScreen, useAddWalletDialog } from '../../../features/multisig/components/multisig-screen';
import { useTranslation } from '../../../lib/react-i18n';
import { loadAccountInfo } from '../../../lib/session/session';
import { sessionStore } from '../../../lib/session/session-store';
import { signedInLoader } from '../signed-in-loader';

/**
 * Signed in; the account type known first (a session restored from its tokens alone does not know
 * it yet), since a merchant's multisig calls go to the merchant host. The wallets, and the wanted
 * wallet's reads, are loaded before the page shows.
 */
export const loader = (queryClient: QueryClient) => async (args: LoaderFunctionArgs) => {
  if (sessionStore.get().token && sessionStore.get().accountType === null) await loadAccountInfo();
  const wanted = Number(new URL(args.request.url).searchParams.get('wallet'));
  return signedInLoader(['multisig', 'money', 'validation'], (qc) => [
    qc.prefetchQuery(walletsQueryOptions()),
    qc.prefetchQuery(mpcInfoQueryOptions()),
    ...(wanted > 0 ? walletQueries(wanted).map((q) => qc.prefetchQuery(q as never)) : []),
  ])(queryClient)(args);
};

/** /assets/multisig (spec §2): multisig wallets — add wallet, add coin, withdraw with M-of-N signatures. */
export default function MultisigRoute() {
  const { t } = useTranslation('multisig');
  const [, setParams] = useSearchParams();
  useLiveMultisig();
  const addWallet = useAddWalletDialog((wallet) =>
    setParams({ wallet: String(wallet.id) }, { replace: true }),
  );
  return (
    <PageFrame
      title={t('page.title')}
      description={t('page.description')}
      actions={addWallet.button}
      testId="page-multisig"
    >
      <MultisigScreen />
      {addWallet.dialog}
    </PageFrame>
  );
}

import { accountType } from '@coffer/contract/auth';
import {
  acceptorConfigsQueryOptions,
  acceptorSymbolsQueryOptions,
  incomingOrdersQueryOptions,
  inventoryQueryOptions,
} from '../../../features/acceptor/api/acceptor';
import { AcceptorDesk, AcceptorNotAvailable } from '../../../features/acceptor/components/acceptor-desk';
import { dealerAdsQueryOptions, dealerOrdersQueryOptions } from '../../../features/p2p/api/p2p';
import { useLiveP2p } from '../../../features/p2p/api/use-live-p2p';
import { P2pDealerDesk } from '../../../features/p2p/components/dealer-desk';
import { sessionStore, useSession } from '../../../lib/session/session-store';
import { signedInLoader } from '../signed-in-loader';

const isAcceptor = (type: number | null | undefined) => type === accountType.members.acceptor;

// Only an acceptor's desk is fetched: anyone else would be refused (403) and sees "not available".
export const loader = signedInLoader(['acceptor', 'money', 'validation', 'p2p'], (queryClient) => {
  const session = sessionStore.get();
  if (!isAcceptor(session.user?.accountType ?? session.accountType)) return [];
  return [
    queryClient.prefetchQuery(acceptorSymbolsQueryOptions()),
    queryClient.prefetchQuery(acceptorConfigsQueryOptions()),
    queryClient.prefetchQuery(incomingOrdersQueryOptions({ page: 1 })),
    queryClient.prefetchQuery(inventoryQueryOptions()),
    queryClient.prefetchQuery(dealerAdsQueryOptions()),
    queryClient.prefetchQuery(dealerOrdersQueryOptions(1)),
  ];
});

export default function AcceptorRoute() {
  const session = useSession();
  // The P2P desk's orders; the OTC desk follows its own events.
  useLiveP2p();
  return isAcceptor(session.user?.accountType ?? session.accountType) ? (
    <AcceptorDesk extra={<P2pDealerDesk />} />
  ) : (
    <AcceptorNotAvailable />
  );
}

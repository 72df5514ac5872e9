import { accountType } from '@coffer/contract/auth';
import {
  acceptorConfigsQueryOptions,
  acceptorSymbolsQueryOptions,
  incomingOrdersQueryOptions,
  inventoryQueryOptions,
} from '../../../features/acceptor/api/acceptor';
import { AcceptorDesk, AcceptorNotAvailable } from '../../../features/acceptor/components/acceptor-desk';
import { sessionStore, useSession } from '../../../lib/session/session-store';
import { signedInLoader } from '../signed-in-loader';

const isAcceptor = (type: number | null | undefined) => type === accountType.members.acceptor;

// Only an acceptor's desk is fetched: anyone else would be refused (403) and sees "not available".
export const loader = signedInLoader(['acceptor', 'money', 'validation'], (queryClient) => {
  const session = sessionStore.get();
  if (!isAcceptor(session.user?.accountType ?? session.accountType)) return [];
  return [
    queryClient.prefetchQuery(acceptorSymbolsQueryOptions()),
    queryClient.prefetchQuery(acceptorConfigsQueryOptions()),
    queryClient.prefetchQuery(incomingOrdersQueryOptions({ page: 1 })),
    queryClient.prefetchQuery(inventoryQueryOptions()),
  ];
});

export default function AcceptorRoute() {
  const session = useSession();
  return isAcceptor(session.user?.accountType ?? session.accountType) ? (
    <AcceptorDesk />
  ) : (
    <AcceptorNotAvailable />
  );
}

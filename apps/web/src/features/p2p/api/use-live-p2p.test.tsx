import { liveEventsPath } from '@coffer/contract/live';
import { type P2pOrder, p2pOrderStatus } from '@coffer/contract/p2p';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubNetwork } from '../../../../test/network';
import { sessionStore } from '../../../lib/session/session-store';
import { p2pKeys } from './p2p';
import { useLiveP2p } from './use-live-p2p';

const s = p2pOrderStatus.members;
const payee = {
  channel: 1 as const,
  holderName: 'Dealer Desk',
  fields: { accountNumber: 'DE89370400440532013000' },
};
const order = (o: Partial<P2pOrder>): P2pOrder => ({
  orderId: 'fo1',
  adId: 1,
  side: 'buy',
  coin: 'USDT',
  fiat: 'USD',
  price: '1.01',
  quantity: '10',
  total: '10.1',
  channel: 1,
  status: s.awaitingUserPayment,
  dealerName: 'Desk',
  userName: 'u***1',
  role: 'user',
  createdAt: '2026-11-29T10:00:00.000Z',
  payBy: '2026-11-29T10:15:00.000Z',
  paidAt: null,
  confirmBy: null,
  endedAt: null,
  cancelReason: null,
  vouchers: [],
  voucherUrls: [],
  appealOpen: false,
  cancelProposedBy: null,
  payee: null,
  ...o,
});

/** A live stream that sends each order as a `p2pOrder` event, then stays open. */
const streamOf = (orders: P2pOrder[]) => () =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const o of orders)
          controller.enqueue(new TextEncoder().encode(`event: p2pOrder\ndata: ${JSON.stringify(o)}\n\n`));
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

function follow(qc: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLiveP2p(), { wrapper });
}

afterEach(() => sessionStore.clear());

describe('useLiveP2p', () => {
  it('patches the open order, keeping the payee while it is open, and the dealer’s list', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    qc.setQueryData([...p2pKeys.order, 'fo1'], order({ payee }));
    qc.setQueryData([...p2pKeys.dealer, 'orders', 1], { totalCount: 1, items: [order({ role: 'dealer' })] });
    const paid = { status: s.awaitingDealerConfirmation, paidAt: '2026-11-29T10:05:00.000Z' };
    const net = stubNetwork();
    net.on(liveEventsPath, streamOf([order(paid), order({ ...paid, role: 'dealer' })]));
    sessionStore.adoptTokens('access', 'refresh');
    const view = follow(qc);
    await waitFor(() =>
      expect(qc.getQueryData<P2pOrder>([...p2pKeys.order, 'fo1'])?.status).toBe(s.awaitingDealerConfirmation),
    );
    expect(qc.getQueryData<P2pOrder>([...p2pKeys.order, 'fo1'])?.payee).toEqual(payee);
    await waitFor(() =>
      expect(qc.getQueryData<{ items: P2pOrder[] }>([...p2pKeys.dealer, 'orders', 1])?.items[0]?.status).toBe(
        s.awaitingDealerConfirmation,
      ),
    );
    view.unmount();
  });

  it('drops the payee once the order has ended', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    qc.setQueryData([...p2pKeys.order, 'fo1'], order({ payee }));
    const net = stubNetwork();
    net.on(liveEventsPath, streamOf([order({ status: s.completed, endedAt: '2026-11-29T10:09:00.000Z' })]));
    sessionStore.adoptTokens('access', 'refresh');
    const view = follow(qc);
    await waitFor(() =>
      expect(qc.getQueryData<P2pOrder>([...p2pKeys.order, 'fo1'])?.status).toBe(s.completed),
    );
    expect(qc.getQueryData<P2pOrder>([...p2pKeys.order, 'fo1'])?.payee).toBeNull();
    view.unmount();
  });
});

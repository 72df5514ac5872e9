import type { CardOrder } from '@coffer/contract/card';
import { liveEventsPath } from '@coffer/contract/live';
import { p2pOrderStatus } from '@coffer/contract/p2p';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it } from 'vitest';
import { stubNetwork } from '../../../../test/network';
import { sessionStore } from '../../../lib/session/session-store';
import { cardOrderKey, cardOrderListKey } from './card';
import { useLiveCard } from './use-live-card';

const s = p2pOrderStatus.members;
const order = (o: Partial<CardOrder>): CardOrder => ({
  orderId: 'ko1',
  kind: 'quick',
  coin: 'USDT',
  fiatCurrency: 'USD',
  fiatAmount: '100',
  fee: '10',
  networkFee: '1',
  rate: '1',
  usdRate: '1',
  cryptoAmount: '89',
  status: s.pendingPayment,
  failureReason: null,
  cardBrand: null,
  cardLast4: null,
  refunded: false,
  createdAt: '2026-11-29T10:00:00.000Z',
  paidAt: null,
  creditedAt: null,
  ...o,
});

/** A live stream that sends each order as a `cardOrder` event, then stays open. */
const streamOf = (orders: CardOrder[]) => () =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const o of orders)
          controller.enqueue(new TextEncoder().encode(`event: cardOrder\ndata: ${JSON.stringify(o)}\n\n`));
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

afterEach(() => sessionStore.clear());

it('puts a card order’s new status into the open order and the quick-buy list, without polling', async () => {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData(cardOrderKey('ko1'), order({}));
  const listKey = [...cardOrderListKey('quick'), { page: 1 }];
  qc.setQueryData(listKey, { totalCount: 1, items: [order({})] });
  const paid = {
    status: s.paid,
    cardBrand: 'Visa',
    cardLast4: '4242',
    creditedAt: '2026-11-29T10:01:00.000Z',
  };
  stubNetwork().on(liveEventsPath, streamOf([order(paid)]));
  sessionStore.adoptTokens('access', 'refresh');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useLiveCard(), { wrapper });
  await waitFor(() => expect(qc.getQueryData<CardOrder>(cardOrderKey('ko1'))?.status).toBe(s.paid));
  expect(qc.getQueryData<CardOrder>(cardOrderKey('ko1'))?.cardLast4).toBe('4242');
  expect(qc.getQueryData<{ items: CardOrder[] }>(listKey)?.items[0]?.status).toBe(s.paid);
  // Nothing asks the server again: the event carries the whole order.
  expect(qc.getQueryState(cardOrderKey('ko1'))?.fetchStatus).toBe('idle');
  view.unmount();
});

import { type EarnPosition, earnPositionStatus, earnProductKind } from '@coffer/contract/earn';
import { liveEventsPath } from '@coffer/contract/live';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubNetwork } from '../../../../test/network';
import { sessionStore } from '../../../lib/session/session-store';
import { earnKeys } from './earn';
import { useLiveEarn } from './use-live-earn';

const position = (p: Partial<EarnPosition>): EarnPosition => ({
  positionId: 'ep_1',
  productId: 1,
  asset: 'USDT',
  kind: earnProductKind.members.flexible,
  termDays: null,
  amount: '730',
  status: earnPositionStatus.members.active,
  subscribedAt: '2027-03-01T10:00:00.000Z',
  accrualStartDay: '2027-03-03',
  maturityDay: null,
  paidThroughDay: null,
  accruing: true,
  interestTotal: '0',
  interestYesterday: '0',
  redemption: null,
  ...p,
});

/** A live stream that sends each position as an `earnPosition` event, then stays open. */
const streamOf = (positions: EarnPosition[]) => () =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const p of positions)
          controller.enqueue(new TextEncoder().encode(`event: earnPosition\ndata: ${JSON.stringify(p)}\n\n`));
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

afterEach(() => sessionStore.clear());

describe('useLiveEarn', () => {
  it('replaces a position the job paid and puts a new one first, leaving the rest', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const other = position({ positionId: 'ep_0', amount: '10' });
    qc.setQueryData(earnKeys.positions, [position({}), other]);
    const paid = position({ paidThroughDay: '2027-03-03', interestTotal: '0.1', interestYesterday: '0.1' });
    const added = position({ positionId: 'ep_2', amount: '20' });
    const net = stubNetwork();
    net.on(liveEventsPath, streamOf([paid, added]));
    sessionStore.adoptTokens('access', 'refresh');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={qc}>{children}</QueryClientProvider>
    );
    const view = renderHook(() => useLiveEarn(), { wrapper });
    await waitFor(() => expect(qc.getQueryData<EarnPosition[]>(earnKeys.positions)).toHaveLength(3));
    expect(qc.getQueryData<EarnPosition[]>(earnKeys.positions)).toEqual([added, paid, other]);
    view.unmount();
  });
});

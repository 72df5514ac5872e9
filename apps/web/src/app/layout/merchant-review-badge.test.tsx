import { liveEventsPath } from '@coffer/contract/live';
import { noticesEndpoints } from '@coffer/contract/notices';
import { paymentsEndpoints } from '@coffer/contract/payments';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubNetwork } from '../../../test/network';
import { anAccount } from '../../../test/render';
import { initI18n } from '../../lib/i18n';
import { RoutedPathsProvider } from '../../lib/routed-paths';
import { sessionStore } from '../../lib/session/session-store';
import { routedPatterns } from '../router';
import { Header } from './header';

/** A live stream that sends `events` (server-sent-event text), then stays open. */
function liveStream(events: string[]) {
  return () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const e of events) controller.enqueue(new TextEncoder().encode(e));
        },
      }),
      { status: 200, headers: { 'content-type': 'text/event-stream' } },
    );
}

function renderHeader() {
  const router = createMemoryRouter([{ path: '*', element: <Header /> }]);
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RoutedPathsProvider patterns={routedPatterns}>
          <RouterProvider router={router} />
        </RoutedPathsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeAll(() => initI18n('en'));
afterEach(() => sessionStore.clear());

describe("the merchant menu's review badge", () => {
  it('shows the total waiting for review (payments, refunds and transfers)', async () => {
    const net = stubNetwork();
    net.reply(noticesEndpoints.getAppPagedList, { totalCount: 0, items: [], unreadCount: null });
    net.reply(paymentsEndpoints.getToBeReviewedCount, { payment: 2, refund: 1, transfer: 2 });
    net.on(liveEventsPath, liveStream([]));
    sessionStore.adoptTokens('access', 'refresh');
    sessionStore.setUser(anAccount({ accountType: 1, isOfficial: true }));
    renderHeader();
    expect(await screen.findByTestId('merchant-review-badge')).toHaveTextContent('5');
    expect(screen.getByTestId('merchant-review-badge')).toHaveAttribute('aria-label', '5 waiting for review');
  });

  it('is not shown, and nothing is asked, for a personal account', async () => {
    const net = stubNetwork();
    net.reply(noticesEndpoints.getAppPagedList, { totalCount: 0, items: [], unreadCount: null });
    sessionStore.adoptTokens('access', 'refresh');
    sessionStore.setUser(anAccount({ accountType: 0 }));
    renderHeader();
    expect(await screen.findByTestId('assets-menu')).toBeInTheDocument();
    expect(screen.queryByTestId('merchant-review-badge')).toBeNull();
    expect(net.to(paymentsEndpoints.getToBeReviewedCount)).toHaveLength(0);
  });
});

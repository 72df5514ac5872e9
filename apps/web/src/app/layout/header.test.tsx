import type { AccountInfo } from '@coffer/contract/auth';
import { noticesEndpoints } from '@coffer/contract/notices';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stubNetwork } from '../../../test/network';
import { anAccount } from '../../../test/render';
import { paths } from '../../config/paths';
import { initI18n } from '../../lib/i18n';
import { RoutedPathsProvider } from '../../lib/routed-paths';
import { sessionStore } from '../../lib/session/session-store';
import { routedPatterns } from '../router';
import { Header } from './header';

const user = (over: Partial<AccountInfo> = {}) => anAccount({ email: null, fundPasswordSet: false, ...over });

/** The header with the app's route table, plus `alsoRouted` (an area built later). */
function renderHeader(alsoRouted: string[] = []) {
  const net = stubNetwork();
  net.reply(noticesEndpoints.getAppPagedList, { totalCount: 0, items: [], unreadCount: null });
  const router = createMemoryRouter([{ path: '*', element: <Header /> }]);
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <RoutedPathsProvider patterns={[...routedPatterns, ...alsoRouted]}>
          <RouterProvider router={router} />
        </RoutedPathsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const merchantPaths = [
  paths.merchant.root.path,
  paths.merchant.started.path,
  paths.merchant.subAccount.path,
  paths.merchant.transaction.path,
  paths.merchant.receiptCode.path,
  paths.merchant.depositOrder.path,
  paths.merchant.withdrawOrder.path,
  paths.merchant.setRate.path,
  paths.merchant.channelFee.path,
  paths.merchant.report.path,
  paths.merchant.webhooks.path,
];

function signedInAs(over: Partial<AccountInfo>) {
  sessionStore.setTokens({ accessToken: 'a', refreshToken: 'r', accessTokenExpireInSeconds: 900 });
  sessionStore.setUser(user(over));
}

beforeAll(() => initI18n('en'));
beforeEach(() => sessionStore.clear());

describe('the header by session', () => {
  it('signed out: product menu, convert, OTC, log in and register', () => {
    renderHeader();
    expect(screen.getByTestId('product-menu')).toHaveTextContent('Products');
    expect(screen.getByRole('link', { name: 'OTC' })).toHaveAttribute('href', '/otc');
    expect(screen.getByRole('link', { name: 'Convert' })).toHaveAttribute('href', '/convert');
    expect(screen.getByTestId('login-link')).toHaveAttribute('href', '/user/login');
    expect(screen.getByTestId('register-link')).toHaveAttribute('href', '/user/register');
    expect(screen.queryByTestId('assets-menu')).toBeNull();
    expect(screen.queryByTestId('merchant-menu')).toBeNull();
  });

  it('OTC and convert appear once their routes are mounted', () => {
    renderHeader([paths.trading.otc.path, paths.trading.convert.path]);
    expect(screen.getByRole('link', { name: 'OTC' })).toHaveAttribute('href', '/otc');
    expect(screen.getByRole('link', { name: 'Convert' })).toHaveAttribute('href', '/convert');
  });

  it('product menu: individuals, products, brokerage, SaaS and about with company, team, news, contact', async () => {
    renderHeader();
    await userEvent.click(screen.getByTestId('product-menu'));
    const menu = await screen.findByRole('menu');
    const hrefs = within(menu)
      .getAllByRole('menuitem', { hidden: true })
      .map((item) => item.getAttribute('href'));
    expect(hrefs).toEqual([
      '/individuals',
      '/products',
      '/brokerage',
      '/saas',
      '/about?to=company',
      '/about?to=team',
      '/news',
      '/contact',
    ]);
  });

  it('a personal user: the routed assets pages, user menu with verification badge, no acceptor entry', async () => {
    signedInAs({ accountType: 0, kycStatus: 3 });
    renderHeader();
    expect(screen.queryByTestId('login-link')).toBeNull();
    await userEvent.click(screen.getByTestId('assets-menu'));
    const assets = within(await screen.findByRole('menu')).getAllByRole('menuitem', { hidden: true });
    expect(assets.map((a) => a.getAttribute('href'))).toEqual([
      '/assets',
      '/assets/recharge',
      '/assets/withdraw',
      '/assets/transfer',
      '/assets/cash',
      '/assets/multisig',
      '/assets/address',
      '/assets/cash/beneficiaryAddress',
      '/apps',
      '/assets/invest',
    ]);
    await userEvent.keyboard('{Escape}');
    // Every order page is routed: convert's, cash's, OTC's and P2P's.
    await userEvent.click(screen.getByTestId('orders-menu'));
    const orders = within(await screen.findByRole('menu')).getAllByRole('menuitem', { hidden: true });
    expect(orders.map((o) => o.getAttribute('href'))).toEqual([
      '/convert/order',
      '/assets/cash/order',
      '/otc/order',
      '/fiat/list',
      '/fiat/ThirdPartyPaymentOrder',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('user-menu'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByTestId('kyc-badge')).toHaveTextContent('Verified');
    expect(within(menu).queryByTestId('acceptor-entry')).toBeNull();
    expect(within(menu).getByTestId('logout')).toHaveTextContent('Log out');
  });

  it('orders menu: the order pages that are routed', async () => {
    signedInAs({ accountType: 0, kycStatus: 3 });
    renderHeader([paths.trading.convertOrder.path, paths.trading.otcOrder.path, paths.trading.fiatList.path]);
    await userEvent.click(screen.getByTestId('orders-menu'));
    const orders = within(await screen.findByRole('menu')).getAllByRole('menuitem', { hidden: true });
    expect(orders.map((o) => o.textContent)).toEqual([
      'Convert orders',
      'Cash orders',
      'OTC orders',
      'P2P orders',
      'Quick buy orders',
    ]);
  });

  it('an acceptor (type 6) gets the acceptor page in its user menu (spec §2)', async () => {
    signedInAs({ accountType: 6 });
    renderHeader();
    await userEvent.click(screen.getByTestId('user-menu'));
    expect(await screen.findByTestId('acceptor-entry')).toHaveAttribute('href', '/account/acceptor');
  });

  it.each([1, 3] as const)(
    'a merchant (type %i): merchant menu (once routed) and the official label, no personal menus',
    async (accountType) => {
      signedInAs({ accountType, isOfficial: accountType === 1 });
      renderHeader(merchantPaths);
      // The merchant's Assets menu: its cloud wallet, then its spot assets (issue 16).
      await userEvent.click(screen.getByTestId('assets-menu'));
      const assets = within(await screen.findByRole('menu')).getAllByRole('menuitem', { hidden: true });
      expect(assets.map((i) => i.getAttribute('href'))).toEqual([
        '/assets/cloud',
        '/assets',
        '/assets/transfer',
        '/assets/address',
        '/assets/multisig',
      ]);
      await userEvent.keyboard('{Escape}');
      await userEvent.click(screen.getByTestId('merchant-menu'));
      const items = within(await screen.findByRole('menu')).getAllByRole('menuitem', { hidden: true });
      expect(items.map((i) => i.getAttribute('href'))).toEqual([
        '/merchant',
        '/merchant/started',
        '/merchant/subaccount',
        '/merchant/transaction',
        '/merchant/receiptcode',
        '/merchant/deposit/order',
        '/merchant/withdraw/order',
        '/merchant/setrate',
        '/merchant/channelfee',
        '/merchant/report',
        '/merchant/webhooks',
      ]);
      await userEvent.keyboard('{Escape}');
      await userEvent.click(screen.getByTestId('user-menu'));
      expect(await screen.findByTestId('official-label')).toHaveTextContent(
        accountType === 1 ? 'Official' : 'Not official',
      );
    },
  );

  it('a merchant has the merchant menu once one of its pages is routed (/merchant/transaction)', () => {
    signedInAs({ accountType: 1 });
    renderHeader();
    expect(screen.getByTestId('user-menu')).toBeInTheDocument();
    expect(screen.getByTestId('merchant-menu')).toBeInTheDocument();
  });

  it('shows the KYC badge for each status', async () => {
    const labels = ['Unverified', 'Under review', 'Failed', 'Verified'];
    for (const kycStatus of [0, 1, 2, 3] as const) {
      signedInAs({ kycStatus });
      const { unmount } = render(<div />);
      unmount();
      renderHeader();
      await userEvent.click(screen.getAllByTestId('user-menu').at(-1) as HTMLElement);
      expect(await screen.findByTestId('kyc-badge')).toHaveTextContent(labels[kycStatus] as string);
      document.body.innerHTML = '';
    }
  });
});

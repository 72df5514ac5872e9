import type { AccountInfo } from '@coffer/contract';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ok, stubNetwork } from '../../../test/network';
import { initI18n } from '../../lib/i18n';
import { sessionStore } from '../../lib/session/session-store';
import { Header } from './header';

const user = (over: Partial<AccountInfo>): AccountInfo => ({
  uid: '10000001',
  name: 'Alice',
  accountType: 0,
  kycStatus: 3,
  lastLoginTime: '2026-01-01T00:00:00.000Z',
  isOfficial: false,
  email: null,
  areaCode: null,
  phoneNumber: null,
  googleAuthBound: false,
  fundPasswordSet: false,
  securityHoldUntil: null,
  ...over,
});

function renderHeader() {
  const net = stubNetwork();
  net.on('/Announcement/GetAppPagedList', ok({ totalCount: 0, items: [] }));
  const router = createMemoryRouter([{ path: '*', element: <Header /> }]);
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

function signedInAs(over: Partial<AccountInfo>) {
  sessionStore.setTokens({ accessToken: 'a', refreshToken: 'r', accessTokenExpireInSeconds: 900 });
  sessionStore.setUser(user(over));
}

beforeAll(() => initI18n('en'));
beforeEach(() => sessionStore.clear());

describe('the header by session', () => {
  it('signed out: product menu, OTC, convert, log in and register', () => {
    renderHeader();
    expect(screen.getByTestId('product-menu')).toHaveTextContent('Products');
    expect(screen.getByRole('link', { name: 'OTC' })).toHaveAttribute('href', '/otc');
    expect(screen.getByRole('link', { name: 'Convert' })).toHaveAttribute('href', '/convert');
    expect(screen.getByTestId('login-link')).toHaveAttribute('href', '/user/login');
    expect(screen.getByTestId('register-link')).toHaveAttribute('href', '/user/register');
    expect(screen.queryByTestId('assets-menu')).toBeNull();
    expect(screen.queryByTestId('merchant-menu')).toBeNull();
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

  it('a personal user: assets and orders menus, user menu with verification badge, no acceptor entry', async () => {
    signedInAs({ accountType: 0, kycStatus: 3 });
    renderHeader();
    expect(screen.queryByTestId('login-link')).toBeNull();
    expect(screen.getByTestId('assets-menu')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('orders-menu'));
    const orders = within(await screen.findByRole('menu')).getAllByRole('menuitem', { hidden: true });
    expect(orders.map((o) => o.textContent)).toEqual(['Convert orders', 'Cash orders', 'OTC orders']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('user-menu'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByTestId('kyc-badge')).toHaveTextContent('Verified');
    expect(within(menu).queryByTestId('acceptor-entry')).toBeNull();
    expect(within(menu).getByTestId('logout')).toHaveTextContent('Log out');
  });

  it('an acceptor (type 6) also gets the acceptor page', async () => {
    signedInAs({ accountType: 6 });
    renderHeader();
    await userEvent.click(screen.getByTestId('user-menu'));
    expect(await screen.findByTestId('acceptor-entry')).toHaveAttribute('href', '/account/acceptor');
  });

  it.each([1, 3] as const)(
    'a merchant (type %i): merchant menu and the official label, no personal menus',
    async (accountType) => {
      signedInAs({ accountType, isOfficial: accountType === 1 });
      renderHeader();
      expect(screen.queryByTestId('assets-menu')).toBeNull();
      await userEvent.click(screen.getByTestId('merchant-menu'));
      const items = within(await screen.findByRole('menu')).getAllByRole('menuitem', { hidden: true });
      expect(items.map((i) => i.getAttribute('href'))).toEqual([
        '/merchant',
        '/merchant/subaccount',
        '/merchant/transaction',
        '/merchant/deposit/order',
        '/merchant/withdraw/order',
        '/merchant/setrate',
        '/merchant/channelfee',
        '/merchant/report',
      ]);
      await userEvent.keyboard('{Escape}');
      await userEvent.click(screen.getByTestId('user-menu'));
      expect(await screen.findByTestId('official-label')).toHaveTextContent(
        accountType === 1 ? 'Official' : 'Not official',
      );
    },
  );

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

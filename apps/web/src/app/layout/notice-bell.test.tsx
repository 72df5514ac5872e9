import { noticesEndpoints } from '@coffer/contract/notices';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubNetwork } from '../../../test/network';
import { showInApp } from '../../../test/render';
import { initI18n } from '../../lib/i18n';
import { sessionStore } from '../../lib/session/session-store';
import { NoticeBell } from './notice-bell';

const notices = (unreadCount: number | null) => ({
  totalCount: 2,
  items: [
    { id: 2, title: 'Scheduled maintenance', publishTime: '2026-11-20T08:00:00.000Z' },
    { id: 1, title: 'New coin listed', publishTime: '2026-11-01T08:00:00.000Z' },
  ],
  unreadCount,
});

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => sessionStore.clear());

const showBell = () => showInApp(<NoticeBell />);
const dot = () => screen.getByTestId('notice-bell').querySelector('[data-unread="true"]');

describe('the notice bell', () => {
  it('shows the dot for unread notices and clears it when opened, telling the server', async () => {
    sessionStore.setTokens({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      accessTokenExpireInSeconds: 900,
    });
    const net = stubNetwork();
    net.reply(noticesEndpoints.getAppPagedList, notices(2));
    net.reply(noticesEndpoints.markSeen, { unreadCount: 0 });
    showBell();
    await waitFor(() => expect(dot()).not.toBeNull());
    await userEvent.click(screen.getByTestId('notice-bell'));
    expect(await screen.findByText('Scheduled maintenance')).toBeInTheDocument();
    await waitFor(() => expect(dot()).toBeNull());
    const [marked] = net.to(noticesEndpoints.markSeen);
    expect(marked?.method).toBe('POST');
    expect(marked?.headers.get('authorization')).toBe('Bearer access-1');
  });

  it('has no dot when nothing is unread, and opening it then asks the server nothing', async () => {
    const net = stubNetwork();
    net.reply(noticesEndpoints.getAppPagedList, notices(null));
    showBell();
    await userEvent.click(await screen.findByTestId('notice-bell'));
    expect(await screen.findByText('New coin listed')).toBeInTheDocument();
    expect(dot()).toBeNull();
    expect(net.to(noticesEndpoints.markSeen)).toEqual([]);
  });
});

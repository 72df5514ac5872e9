import { authEndpoints } from '@coffer/contract/auth';
import { noticesEndpoints } from '@coffer/contract/notices';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, stubNetwork } from '../../../test/network';
import { OverlayHosts } from '../../app/overlay-hosts';
import { initI18n } from '../i18n';
import { sessionStore } from '../session/session-store';
import { installNavigate } from '../shell-effects';
import { call } from './client';

const visited: string[] = [];
const notices = noticesEndpoints.getAppPagedList;
const input = { Keyword: '', ClientType: 0, SkipCount: 0, MaxResultCount: 5 };

beforeAll(async () => {
  await initI18n('en');
  installNavigate((to) => visited.push(to));
});
beforeEach(() => {
  visited.length = 0;
  render(
    <MantineProvider env="test">
      <OverlayHosts />
    </MantineProvider>,
  );
});

describe('the dialogs of spec §8', () => {
  it('50004: clears the token; a confirm with the login tip whose both buttons go to login', async () => {
    for (const button of ['Log in', 'Cancel']) {
      visited.length = 0;
      sessionStore.setTokens({ accessToken: 'a', refreshToken: 'r', accessTokenExpireInSeconds: 900 });
      const net = stubNetwork();
      net.on(noticesEndpoints.getAppPagedList, fail(50004, 401));
      await call(notices, input).catch(() => {});
      expect(sessionStore.get().token).toBeNull();
      expect(
        await screen.findByText('Your login has expired. Log in again to continue.'),
      ).toBeInTheDocument();
      expect(net.to(authEndpoints.refreshToken)).toHaveLength(0);
      expect(visited).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(visited).toEqual(['/user/login']);
      await waitFor(() => expect(screen.queryByText('Please log in again')).not.toBeInTheDocument());
    }
  });

  it('70001: a confirm dialog whose OK opens the link in a new tab', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const net = stubNetwork();
    net.on(noticesEndpoints.getAppPagedList, fail(70001, 400, 'https://cards.example/notice'));
    await call(notices, input).catch(() => {});
    expect(await screen.findByText('Card payment notice')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(open).toHaveBeenCalledWith('https://cards.example/notice', '_blank', 'noopener,noreferrer');
  });

  it('70001 with a link that is not http(s) opens nothing', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const net = stubNetwork();
    net.on(noticesEndpoints.getAppPagedList, fail(70001, 400, 'javascript:alert(1)'));
    await call(notices, input).catch(() => {});
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(open).not.toHaveBeenCalled();
  });
});

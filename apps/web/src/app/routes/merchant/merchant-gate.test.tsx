import { accountType } from '@coffer/contract/auth';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../test/i18n';
import { stubNetwork } from '../../../../test/network';
import { anAccount, showInApp } from '../../../../test/render';
import { sessionStore } from '../../../lib/session/session-store';
import { merchantRoutes } from './merchant-routes';

inEnglish(['merchant']);
afterEach(() => sessionStore.clear());

const loaderArgs = (path: string) => {
  const url = new URL(path, 'http://localhost');
  return { request: new Request(url), url, params: {}, pattern: path, context: undefined };
};

describe('the merchant gate', { timeout: 60_000 }, () => {
  it.each([
    ['a personal account', accountType.members.personal],
    ['an acceptor', accountType.members.acceptor],
  ] as const)(
    '%s meets the same "for merchant accounts" page on every /merchant route, and nothing is asked of the server',
    async (_, type) => {
      for (const route of merchantRoutes) {
        const net = stubNetwork();
        sessionStore.setTokens({ accessToken: 'a', refreshToken: 'r', accessTokenExpireInSeconds: 900 });
        sessionStore.setUser(anAccount({ accountType: type }));
        const module = await route.load();
        const loader = module.plainLoader ?? module.loader?.(new QueryClient());
        await loader?.(loaderArgs(route.path));
        const Page = module.default;
        showInApp(<Page />);
        expect(await screen.findByTestId('merchant-only'), route.path).toHaveTextContent(
          'The back office is for merchant accounts',
        );
        expect(screen.getByRole('link', { name: 'Register a merchant account' })).toHaveAttribute(
          'href',
          '/user/register?type=merchant',
        );
        expect(
          net.requests.map((r) => r.url.pathname),
          route.path,
        ).toEqual([]);
        document.body.innerHTML = '';
      }
    },
  );
});

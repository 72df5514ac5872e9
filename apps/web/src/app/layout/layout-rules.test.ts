import type { AccountInfo } from '@coffer/contract/auth';
import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../lib/session/session-store';
import {
  footerCallToAction,
  footerRegisterType,
  footerVisible,
  headerMenus,
  headerVisible,
  isCheckoutPage,
  kycRedirect,
} from './layout-rules';

/** A small builder: a signed-in session of an account type and KYC status. */
const aSession = (over: Partial<AccountInfo> | null = {}, token: string | null = 'token'): SessionState => ({
  token,
  refreshToken: token ? 'refresh' : null,
  expiresAt: null,
  accountType: over?.accountType ?? null,
  assetsType: null,
  user:
    over === null
      ? null
      : {
          uid: '1',
          name: 'A',
          accountType: 0,
          kycStatus: 3,
          lastLoginTime: '2026-01-01T00:00:00Z',
          isOfficial: false,
          email: null,
          areaCode: null,
          phoneNumber: null,
          googleAuthBound: false,
          fundPasswordSet: false,
          securityHoldUntil: null,
          ...over,
        },
});

describe('header menus by account type (spec §2, §6)', () => {
  it('signed out: log in and register only', () => {
    expect(headerMenus(aSession(null, null))).toEqual({
      authLinks: true,
      personal: false,
      acceptorEntry: false,
      merchant: false,
    });
  });

  it('counts as signed in only with a token and a lastLoginTime', () => {
    expect(headerMenus(aSession({ lastLoginTime: null })).authLinks).toBe(true);
    expect(headerMenus(aSession({}, null)).authLinks).toBe(true);
    expect(headerMenus(aSession({})).authLinks).toBe(false);
  });

  it.each([
    [0, { personal: true, acceptorEntry: false, merchant: false }],
    [2, { personal: true, acceptorEntry: false, merchant: false }],
    [5, { personal: true, acceptorEntry: false, merchant: false }],
    [6, { personal: true, acceptorEntry: true, merchant: false }],
    [1, { personal: false, acceptorEntry: false, merchant: true }],
    [3, { personal: false, acceptorEntry: false, merchant: true }],
  ])('account type %i', (type, expected) => {
    const accountType = type as AccountInfo['accountType'];
    expect(headerMenus(aSession({ accountType }))).toEqual({ authLinks: false, ...expected });
  });
});

describe('header and footer visibility', () => {
  const personal = { appMode: false, accountType: 0 };
  it('hides the header on /maintain and in app mode only', () => {
    expect(headerVisible('/maintain', false)).toBe(false);
    expect(headerVisible('/', true)).toBe(false);
    for (const path of ['/', '/notice/list', '/merchant', '/apps', '/download', '/error/404'])
      expect(headerVisible(path, false), path).toBe(true);
  });

  it.each([
    ['/maintain', false],
    ['/apps', false],
    ['/apps/beneficiary/list', false],
    ['/merchant', false],
    ['/merchant/withdraw/order', false],
    ['/download', false],
    ['/pay/pay_abcdefghijklmnopqrstuv', false],
    ['/pay/code/rc_1', false],
    ['/pay/pay_abcdefghijklmnopqrstuv/refund/token', false],
    ['/payment', true],
    ['/', true],
    ['/notice/list', true],
    ['/assets', true],
    ['/error/404', true],
    ['/merchantile', true],
    ['/appstore', true],
  ])('footer on %s: %s', (path, shown) => {
    expect(footerVisible(path, personal)).toBe(shown);
  });

  it("a checkout page (/pay…) is the shop buyer's: no marketing header", () => {
    expect(isCheckoutPage('/pay/pay_abcdefghijklmnopqrstuv')).toBe(true);
    expect(isCheckoutPage('/pay/code/rc_1')).toBe(true);
    expect(isCheckoutPage('/payment')).toBe(false);
    expect(isCheckoutPage('/merchant/transaction')).toBe(false);
  });

  it('hides the footer in app mode, and for account type 5 on the assets pages', () => {
    expect(footerVisible('/', { appMode: true, accountType: 0 })).toBe(false);
    expect(footerVisible('/assets', { appMode: false, accountType: 5 })).toBe(false);
    expect(footerVisible('/assets/cash/deposit', { appMode: false, accountType: 5 })).toBe(false);
    expect(footerVisible('/notice/list', { appMode: false, accountType: 5 })).toBe(true);
    expect(footerVisible('/assets', { appMode: false, accountType: 6 })).toBe(true);
  });

  it('shows the call to action on /, /products, /individuals, /saas, /deploy', () => {
    for (const path of ['/', '/products', '/individuals', '/saas', '/deploy'])
      expect(footerCallToAction(path)).toBe(true);
    for (const path of ['/earn', '/notice/list', '/about', '/products/x'])
      expect(footerCallToAction(path)).toBe(false);
  });

  it('links to merchant registration on /, /products, /earn, /saas, /deploy, else personal', () => {
    for (const path of ['/', '/products', '/earn', '/saas', '/deploy'])
      expect(footerRegisterType(path)).toBe('merchant');
    for (const path of ['/individuals', '/notice/list', '/about', '/otc'])
      expect(footerRegisterType(path)).toBe('personal');
  });
});

describe('identity verification redirect (spec §4)', () => {
  it('sends a signed-in user with kycStatus other than 3 to /account/verifiy', () => {
    for (const kycStatus of [0, 1, 2] as const) {
      expect(kycRedirect('/assets', aSession({ kycStatus }))).toBe('/account/verifiy');
      expect(kycRedirect('/', aSession({ kycStatus }))).toBe('/account/verifiy');
    }
  });

  it('lets verified users, visitors and the pages needed to verify or log out through', () => {
    expect(kycRedirect('/assets', aSession({ kycStatus: 3 }))).toBeNull();
    expect(kycRedirect('/assets', aSession(null, null))).toBeNull();
    for (const path of [
      '/account/verifiy',
      '/user/login',
      '/security/first',
      '/help/detail',
      '/maintain',
      '/error/500',
    ])
      expect(kycRedirect(path, aSession({ kycStatus: 0 })), path).toBeNull();
  });
});

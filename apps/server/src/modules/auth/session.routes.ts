import { endpoints, isMerchantAccountType, merchantAccountTypes } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import { clientInfo } from '../../lib/client-info';
import type { TokenService } from '../../lib/tokens';
import { route } from '../../plugins/routes';
import type { LoginHistory } from './login-history.repo';
import { maskEmail, maskPhone } from './mask.fns';
import type { SessionService } from './session.service';
import type { UsersRepo } from './users.repo';

export const sessionRoutes = (deps: {
  sessions: SessionService;
  users: UsersRepo;
  history: LoginHistory;
  now: () => Date;
  tokens: Pick<TokenService, 'verify'>;
  /** Whether the user has an authenticator bound (the security centre's TOTP service). */
  googleBound: (userId: number) => Promise<boolean>;
}) => [
  route(endpoints.auth.getAccountInfo, async ({ caller, host }) => {
    // "Host by role" (§7): the merchant host answers merchants only.
    if (host === 'merchant' && !isMerchantAccountType(caller.accountType))
      throw new AppError('forbidden', 'Merchant role has no access.');
    const user = await deps.users.byId(caller.userId);
    if (!user) throw new AppError('userNotFound');
    const hold =
      user.securityHoldUntil && user.securityHoldUntil > deps.now() ? user.securityHoldUntil : null;
    return {
      uid: user.uid,
      name: user.name,
      accountType: user.accountType as 0,
      kycStatus: user.kycStatus as 0,
      lastLoginTime: user.lastLoginTime?.toISOString() ?? null,
      isOfficial: user.isOfficial,
      email: user.email ? maskEmail(user.email) : null,
      areaCode: user.phoneNumber ? user.areaCode : null,
      phoneNumber: user.phoneNumber ? maskPhone(user.phoneNumber) : null,
      googleAuthBound: await deps.googleBound(user.id),
      fundPasswordSet: user.fundPasswordHash !== null,
      securityHoldUntil: hold?.toISOString() ?? null,
    };
  }),
  route(endpoints.auth.refreshToken, async ({ input, request }) =>
    deps.sessions.refresh(input.refreshToken, clientInfo(request)),
  ),
  // The merchant token refresh (§3): the same rotation, for account types 1 and 3, with the access
  // token of the same session (it may have expired) beside the refresh token.
  route(endpoints.merchant.refreshToken, async ({ input, request }) => {
    const access = await deps.tokens.verify(input.accessToken, { allowExpired: true });
    if (!access.ok) throw new AppError('unauthorized', 'Bad token.');
    return deps.sessions.refresh(input.refreshToken, clientInfo(request), {
      sessionId: access.claims.sessionId,
      accountTypes: merchantAccountTypes,
    });
  }),
  route(endpoints.auth.exit, async ({ caller, request }) => {
    await deps.sessions.revoke(caller.sessionId, 'logout');
    await deps.history.record({
      userId: caller.userId,
      event: 'logout',
      result: 'success',
      client: clientInfo(request),
    });
    return true;
  }),
];

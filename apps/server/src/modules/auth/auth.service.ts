import type { ClientInfo } from '../../lib/client-info';
import type { DevicesRepo } from './devices.repo';
import type { SessionService } from './session.service';
import { type SignInBy, type SignInDeps, signIn } from './sign-in';
import { type SessionUser, sessionStarter } from './start-session';
import { type VerifySignInDeps, type VerifySignInInput, verifySignIn } from './verify-sign-in';

export type AuthDeps = Omit<SignInDeps, 'decoyHash' | 'startSession'> &
  Omit<VerifySignInDeps, 'startSession'> & {
    sessions: Pick<SessionService, 'issue'>;
    devices: Pick<DevicesRepo, 'isNew' | 'remember'>;
  };

/** Sign-in by password, lockout, the second factor for new devices, and its verification. */
export function createAuthService(deps: AuthDeps) {
  // Verified against when the account does not exist, so both take the same time.
  let decoy: Promise<string> | undefined;
  const decoyHash = () => {
    decoy ??= deps.hasher.hash(`decoy-${Math.random()}`);
    return decoy;
  };
  const startSession = sessionStarter(deps);
  const withSession = { ...deps, startSession };

  return {
    /** The session a sign-up starts: the new account is signed in on the device it used. */
    startSignUpSession: (user: SessionUser, client: ClientInfo) => startSession(user, client, 'register'),
    signIn: (by: SignInBy, password: string, client: ClientInfo) =>
      signIn({ ...withSession, decoyHash }, by, password, client),
    /** The user behind an open security-verification ticket (to send its code to). */
    async ticketUser(ticket: string) {
      const row = await deps.tickets.find('securityVerification', ticket);
      return row ? deps.users.byId(row.userId) : undefined;
    },
    verify: (input: VerifySignInInput, client: ClientInfo) => verifySignIn(withSession, input, client),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

import { kycStatus } from '@coffer/contract/auth';
import type { SessionState } from '../../../lib/session/session-store';

/**
 * Whether the session's profile is identity-verified: true, false, or undefined while the profile
 * is not in yet. The earn calls are made only for a verified user: anyone else is on the way to
 * /account/verifiy (spec §4), and the call would only be refused (60013).
 */
export const verifiedNow = (session: SessionState) =>
  session.user ? session.user.kycStatus === kycStatus.members.verified : undefined;

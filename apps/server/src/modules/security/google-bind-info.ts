import { constants } from '@coffer/contract';
import { maskEmail, maskPhone } from '../auth/auth.module';
import { type Actor, type SecurityItemsDeps, userOrThrow } from './security-items.shared';

/** The pending secret to scan (the same one until bound or expired); the account is named by its masked address in the app. */
export async function googleBindInfo(deps: Pick<SecurityItemsDeps, 'totp' | 'users'>, actor: Actor) {
  const user = await userOrThrow(deps, actor.userId);
  const accountName = user.email
    ? maskEmail(user.email)
    : user.phoneNumber
      ? maskPhone(user.phoneNumber)
      : user.uid;
  const info = await deps.totp.pendingSecret(user.id, `${accountName} (${user.uid})`);
  return { ...info, issuer: constants.totp.issuer, accountName: `${accountName} (${user.uid})` };
}

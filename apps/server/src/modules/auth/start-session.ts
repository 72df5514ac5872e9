import type { TokenSession } from '@coffer/contract';
import type { ClientInfo } from '../../lib/client-info';
import type { DevicesRepo } from './devices.repo';
import type { SessionService } from './session.service';
import type { UserRow } from './users.repo';

export type SessionUser = Pick<UserRow, 'id' | 'uid' | 'accountType'>;
export type StartSession = (user: SessionUser, client: ClientInfo, method: string) => Promise<TokenSession>;

/** Issues the session and remembers the device, so its next sign-in needs no new-device code. */
export function sessionStarter(deps: {
  sessions: Pick<SessionService, 'issue'>;
  devices: Pick<DevicesRepo, 'remember'>;
}): StartSession {
  return async (user, client, method) => {
    const session = await deps.sessions.issue(user, client, method);
    await deps.devices.remember(user.id, client.deviceId);
    return session;
  };
}

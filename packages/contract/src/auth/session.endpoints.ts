import { appPath, describeEndpoint } from '../common/endpoint';
import type { sessionEndpointSchemas } from './session.endpoint-schemas';

export const sessionEndpoints = {
  /** "Host by role": merchants (types 1 and 3) call it on the merchant host. */
  getAccountInfo: describeEndpoint<typeof sessionEndpointSchemas.getAccountInfo>()({
    hosts: ['base', 'merchant'],
    method: 'GET',
    path: appPath('Profile/GetAccountInfo'),
    // A signed-in user, or a signed API request whose key may read (§6).
    auth: { kind: 'apiKey', permission: 'read' },
  }),
  /** Rotating refresh: the old refresh token is spent; reusing it revokes the whole family. */
  refreshToken: describeEndpoint<typeof sessionEndpointSchemas.refreshToken>()({
    hosts: ['base', 'merchant'],
    method: 'POST',
    path: '/api/TokenAuth/RefreshToken',
    auth: { kind: 'anonymous' },
  }),
  /** Log out: revokes this session server-side. */
  exit: describeEndpoint<typeof sessionEndpointSchemas.exit>()({
    hosts: ['base', 'merchant'],
    method: 'POST',
    path: appPath('Profile/Exit'),
    auth: { kind: 'user' },
  }),
};

import { anonymous, byRole, describeEndpoints, readKey, routesOn, user } from '../common/endpoint';
import type { sessionEndpointSchemas } from './session.endpoint-schemas';

const api = routesOn(['base', 'merchant'], '/api/');

export const sessionEndpoints = describeEndpoints<typeof sessionEndpointSchemas>()({
  /** "Host by role": merchants (types 1 and 3) call it on the merchant host. */
  // A signed-in user, or a signed API request whose key may read (§6).
  getAccountInfo: byRole.get('Profile/GetAccountInfo', readKey),
  /** Rotating refresh: the old refresh token is spent; reusing it revokes the whole family. */
  refreshToken: api.post('TokenAuth/RefreshToken', anonymous),
  /** Log out: revokes this session server-side. */
  exit: byRole.post('Profile/Exit', user),
});

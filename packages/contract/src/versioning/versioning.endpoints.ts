import { anonymous, byRole, describeEndpoints } from '../common/endpoint';
import type { versioningEndpointSchemas } from './versioning.endpoint-schemas';

export const appPlatforms = ['android', 'ios', 'windows', 'macos'] as const;

export const versioningEndpoints = describeEndpoints<typeof versioningEndpointSchemas>()({
  getListForDownload: byRole.get('Versioning/GetListForDownload', anonymous),
  getAllShowAppVersion: byRole.get('foundation/Versioning/GetAllShowAppVersion', anonymous),
});

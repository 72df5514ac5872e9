import { anonymous, describeEndpoints, routesOn } from '../common/endpoint';
import type { versioningEndpointSchemas } from './versioning.endpoint-schemas';

export const appPlatforms = ['android', 'ios', 'windows', 'macos'] as const;
const on = routesOn(['base', 'merchant']);

export const versioningEndpoints = describeEndpoints<typeof versioningEndpointSchemas>()({
  getListForDownload: on.get('Versioning/GetListForDownload', anonymous),
  getAllShowAppVersion: on.get('foundation/Versioning/GetAllShowAppVersion', anonymous),
});

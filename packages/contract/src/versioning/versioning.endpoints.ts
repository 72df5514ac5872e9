import { appPath, describeEndpoint } from '../common/endpoint';
import type { versioningEndpointSchemas } from './versioning.endpoint-schemas';

export const appPlatforms = ['android', 'ios', 'windows', 'macos'] as const;
export const versioningEndpoints = {
  getListForDownload: describeEndpoint<typeof versioningEndpointSchemas.getListForDownload>()({
    hosts: ['base', 'merchant'],
    method: 'GET',
    path: appPath('Versioning/GetListForDownload'),
    auth: { kind: 'anonymous' },
  }),
  getAllShowAppVersion: describeEndpoint<typeof versioningEndpointSchemas.getAllShowAppVersion>()({
    hosts: ['base', 'merchant'],
    method: 'GET',
    path: appPath('foundation/Versioning/GetAllShowAppVersion'),
    auth: { kind: 'anonymous' },
  }),
};

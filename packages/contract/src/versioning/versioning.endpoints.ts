import { z } from 'zod';
import { appPath, defineEndpoint } from '../common/endpoint';

export const appPlatforms = ['android', 'ios', 'windows', 'macos'] as const;
export const appPlatformSchema = z.enum(appPlatforms);

/** One platform's current release, for the header's download menu (QR codes of the links). */
const downloadItemSchema = z.object({
  platform: appPlatformSchema,
  version: z.string(),
  downloadUrl: z.string(),
});

/** A published release with its notes in the reader's language, for /download. */
export const appVersionSchema = downloadItemSchema.extend({
  releaseNotes: z.string(),
  publishTime: z.string(),
  forceUpdate: z.boolean(),
});

export const versioningEndpoints = {
  getListForDownload: defineEndpoint({
    hosts: ['base', 'merchant'],
    method: 'GET',
    path: appPath('Versioning/GetListForDownload'),
    input: z.object({}),
    result: z.array(downloadItemSchema),
    auth: { kind: 'anonymous' },
  }),
  getAllShowAppVersion: defineEndpoint({
    hosts: ['base', 'merchant'],
    method: 'GET',
    path: appPath('foundation/Versioning/GetAllShowAppVersion'),
    input: z.object({ platform: appPlatformSchema.optional() }),
    result: z.array(appVersionSchema),
    auth: { kind: 'anonymous' },
  }),
};

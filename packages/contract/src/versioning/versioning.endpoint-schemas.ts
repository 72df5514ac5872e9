import { z } from 'zod';
import { appPlatforms } from './versioning.endpoints';

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

/**
 * The schemas of the endpoints in versioning.endpoints.ts, by the same keys: the server validates
 * with them, joined to the descriptors by the registry (`withSchemas`).
 */
export const versioningEndpointSchemas = {
  getListForDownload: {
    input: z.object({}),
    result: z.array(downloadItemSchema),
  },
  getAllShowAppVersion: {
    input: z.object({ platform: appPlatformSchema.optional() }),
    result: z.array(appVersionSchema),
  },
};

import { z } from 'zod';

/**
 * The schemas of the endpoints in geoip.endpoints.ts, by the same keys: the server validates
 * with them, joined to the descriptors by the registry (`withSchemas`).
 */
export const geoipEndpointSchemas = {
  getIpInfo: {
    input: z.object({}),
    /** ISO 3166-1 alpha-2 of the caller's country; empty when unknown (private or local address). */
    result: z.object({ ISOCode: z.string() }),
  },
};

import { z } from 'zod';

export const geoipEndpointSchemas = {
  getIpInfo: {
    input: z.object({}),
    /** ISO 3166-1 alpha-2 of the caller's country; empty when unknown (private or local address). */
    result: z.object({ ISOCode: z.string() }),
  },
};

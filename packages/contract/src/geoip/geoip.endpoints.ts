import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';

export const geoipEndpoints = {
  getIpInfo: defineEndpoint({
    hosts: ['content'],
    method: 'GET',
    path: '/api/GeoIP/GetIPInfo',
    input: z.object({}),
    /** ISO 3166-1 alpha-2 of the caller's country; empty when unknown (private or local address). */
    result: z.object({ ISOCode: z.string() }),
    auth: { kind: 'anonymous' },
  }),
};

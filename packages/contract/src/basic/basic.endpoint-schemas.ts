import { z } from 'zod';

const enumMemberSchema = z.object({ key: z.string(), value: z.number().int() });
/** Every status enum by name, each as its members in number order. */
const enumListSchema = z.record(z.string(), z.array(enumMemberSchema));

/**
 * The schemas of the endpoints in basic.endpoints.ts, by the same keys: the server validates
 * with them, joined to the descriptors by the registry (`withSchemas`).
 */
export const basicEndpointSchemas = {
  getEnum: {
    input: z.object({}),
    result: enumListSchema,
  },
  getServerTime: {
    input: z.object({}),
    result: z.object({
      /** Milliseconds since the epoch: what X-Api-Timestamp is compared with. */
      serverTime: z.number().int(),
      iso: z.string(),
    }),
  },
};

import { z } from 'zod';
import { addUserActionLogsInputSchema } from './actionlog.schemas';

/**
 * The schemas of the endpoints in actionlog.endpoints.ts, by the same keys: the server validates
 * with them, joined to the descriptors by the registry (`withSchemas`).
 */
export const actionlogEndpointSchemas = {
  addUserActionLogs: {
    input: addUserActionLogsInputSchema,
    /** How many entries were stored. */
    result: z.object({ Accepted: z.number().int().min(0) }),
  },
};

import { z } from 'zod';
import { addUserActionLogsInputSchema } from './actionlog.schemas';

export const actionlogEndpointSchemas = {
  /** Anonymous so page views before sign-in count too; a valid token adds the caller's uid. */
  addUserActionLogs: {
    input: addUserActionLogsInputSchema,
    /** How many entries were stored. */
    result: z.object({ Accepted: z.number().int().min(0) }),
  },
};

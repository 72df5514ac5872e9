import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { addUserActionLogsInputSchema } from './actionlog.schemas';

export const actionlogEndpoints = {
  /** Anonymous so page views before sign-in count too; a valid token adds the caller's uid. */
  addUserActionLogs: defineEndpoint({
    hosts: ['content'],
    method: 'POST',
    path: '/api/UserActionLogs/AddUserActionLogs',
    input: addUserActionLogsInputSchema,
    /** How many entries were stored. */
    result: z.object({ Accepted: z.number().int().min(0) }),
    auth: { kind: 'anonymous' },
  }),
};

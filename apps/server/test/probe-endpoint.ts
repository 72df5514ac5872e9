import { defineEndpoint } from '@coffer/contract';
import { z } from 'zod';

/** A GET call only a test registers (`/api/services/app/Probe/<name>`): open to anyone on the base host, answering `result`. */
export const anonymousProbe = <R extends z.ZodType>(name: string, result: R) =>
  defineEndpoint({
    hosts: ['base'],
    method: 'GET',
    path: `/api/services/app/Probe/${name}`,
    input: z.object({}),
    result,
    auth: { kind: 'anonymous' },
  });

import { z } from 'zod';
import { appPath, defineEndpoint } from '../common/endpoint';

const enumMemberSchema = z.object({ key: z.string(), value: z.number().int() });
/** Every status enum by name, each as its members in number order. */
const enumListSchema = z.record(z.string(), z.array(enumMemberSchema));

export const basicEndpoints = {
  getEnum: defineEndpoint({
    hosts: ['base', 'merchant'],
    method: 'GET',
    path: appPath('Basic/GetEnum'),
    input: z.object({}),
    result: enumListSchema,
    auth: { kind: 'anonymous' },
  }),
};

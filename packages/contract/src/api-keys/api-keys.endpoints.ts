import { z } from 'zod';
import { appPath, defineEndpoint } from '../common/endpoint';
import {
  apiKeyCreateInputSchema,
  apiKeyCreateResultSchema,
  apiKeyDeleteInputSchema,
  apiKeyItemSchema,
  apiKeyListResultSchema,
  apiKeyUpdateInputSchema,
} from './api-keys.schemas';

const both = ['base', 'merchant'] as const;

/**
 * Spec §7 API keys. Managing keys needs a signed-in user (never a key: `user`, not `apiKey`) and,
 * for create, update and delete, the second factor.
 */
export const apiKeysEndpoints = {
  create: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: appPath('Basic/UserApiKey/Create'),
    input: apiKeyCreateInputSchema,
    result: apiKeyCreateResultSchema,
    auth: { kind: 'user' },
  }),
  update: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: appPath('Basic/UserApiKey/Update'),
    input: apiKeyUpdateInputSchema,
    result: apiKeyItemSchema,
    auth: { kind: 'user' },
  }),
  delete: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: appPath('Basic/UserApiKey/Delete'),
    input: apiKeyDeleteInputSchema,
    result: z.boolean(),
    auth: { kind: 'user' },
  }),
  getList: defineEndpoint({
    hosts: both,
    method: 'GET',
    path: appPath('Basic/UserApiKey/GetList'),
    input: z.object({}),
    result: apiKeyListResultSchema,
    auth: { kind: 'user' },
  }),
};

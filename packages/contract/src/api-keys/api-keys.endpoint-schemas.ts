import { z } from 'zod';
import {
  apiKeyCreateInputSchema,
  apiKeyCreateResultSchema,
  apiKeyDeleteInputSchema,
  apiKeyItemSchema,
  apiKeyListResultSchema,
  apiKeyUpdateInputSchema,
} from './api-keys.schemas';

/**
 * Spec §7 API keys. Managing keys needs a signed-in user (never a key: `user`, not `apiKey`) and,
 * for create, update and delete, the second factor.
 */
export const apiKeysEndpointSchemas = {
  create: {
    input: apiKeyCreateInputSchema,
    result: apiKeyCreateResultSchema,
  },
  update: {
    input: apiKeyUpdateInputSchema,
    result: apiKeyItemSchema,
  },
  delete: {
    input: apiKeyDeleteInputSchema,
    result: z.boolean(),
  },
  getList: {
    input: z.object({}),
    result: apiKeyListResultSchema,
  },
};

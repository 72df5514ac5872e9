import { z } from 'zod';

/**
 * Demo mode (DESIGN §7): while the server seeds the demo data, the sign-in page lists the demo
 * accounts and their shared password. With seeding off the answer is empty, so a production
 * server tells nothing.
 */
export const demoAccountsSchema = z.object({
  enabled: z.boolean(),
  password: z.string().nullable(),
  accounts: z.array(
    z.object({
      email: z.string(),
      areaCode: z.string(),
      phoneNumber: z.string(),
      name: z.string(),
      accountType: z.number().int(),
      kycStatus: z.number().int(),
    }),
  ),
});
export type DemoAccounts = z.infer<typeof demoAccountsSchema>;

/**
 * The schemas of the endpoints in sandbox.endpoints.ts, by the same keys: the server validates
 * with them, joined to the descriptors by the registry (`withSchemas`).
 */
export const sandboxEndpointSchemas = {
  getDemoAccounts: {
    input: z.object({}),
    result: demoAccountsSchema,
  },
};

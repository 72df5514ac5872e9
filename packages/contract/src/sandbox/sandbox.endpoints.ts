import { z } from 'zod';
import { emailSchema } from '../account/account.schemas';
import { appPath, defineEndpoint } from '../common/endpoint';

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

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  kind: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const demoEndpoints = {
  getDemoAccounts: defineEndpoint({
    hosts: ['base'],
    method: 'GET',
    path: appPath('Basic/GetDemoAccounts'),
    input: z.object({}),
    result: demoAccountsSchema,
    auth: { kind: 'anonymous' },
  }),
};

/**
 * Sandbox tools for browser tests and demos. The server registers them only when `SANDBOX_TOOLS=1`
 * (off by default): the outbox holds everyone's one-time codes.
 */
export const sandboxEndpoints = {
  /** The newest messages the sandbox notifier "sent" to one address (`+86 13800000000` for a phone). */
  getOutbox: defineEndpoint({
    hosts: ['base'],
    method: 'GET',
    path: '/api/sandbox/Outbox',
    input: z.object({
      to: z.union([emailSchema, z.string().regex(/^\+\d{1,4} \d{5,15}$/)]),
      limit: z.coerce.number().int().min(1).max(50).default(10),
    }),
    result: z.array(outboxMessageSchema),
    auth: { kind: 'anonymous' },
  }),
};

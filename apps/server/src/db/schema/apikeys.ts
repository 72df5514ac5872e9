import { type ApiKeyStatus, apiKeyStatus } from '@coffer/contract';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, idRef, timestamps } from './columns';
import { userRef } from './users';

/**
 * API keys (Basic/UserApiKey/*). The secret signs requests with HMAC-SHA256, so the server needs
 * it to check a signature: it is kept sealed (AES-256-GCM under a key derived from the server
 * secret), never in the clear, and shown to the user once at creation.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    /** The public half, sent with each signed request. */
    accessKey: text('access_key').notNull(),
    secretSealed: text('secret_sealed').notNull(),
    remark: text('remark').notNull(),
    /** read, withdraw, trade. */
    permissions: jsonb('permissions').$type<string[]>().notNull(),
    /** all, or custom: only the address-book entries listed. */
    withdrawScope: text('withdraw_scope').notNull().default('all'),
    withdrawAddressIds: jsonb('withdraw_address_ids').$type<number[]>().notNull().default([]),
    /** Normalised comma-separated addresses and CIDR ranges; empty: any address, 90-day life. */
    ips: text('ips').notNull().default(''),
    /** 0 enabled, 1 disabled (expired is derived from expiresAt). */
    status: integer('status').$type<ApiKeyStatus>().notNull().default(apiKeyStatus.members.enabled),
    expiresAt: at('expires_at'),
    ...timestamps(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [uniqueIndex('api_keys_access_key_idx').on(t.accessKey), index('api_keys_user_idx').on(t.userId)],
);

/** Signatures seen within the receive window: the same signed request twice is a replay. */
export const apiKeyNonces = pgTable(
  'api_key_nonces',
  {
    keyId: idRef('key_id', () => apiKeys.id, { onDelete: 'cascade' }),
    signature: text('signature').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('api_key_nonces_idx').on(t.keyId, t.signature),
    index('api_key_nonces_exp_idx').on(t.expiresAt),
  ],
);

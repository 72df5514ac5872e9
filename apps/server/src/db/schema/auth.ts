import { type QrLoginStatus, qrLoginStatus } from '@coffer/contract';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, clientColumns, keyRef } from './columns';
import { userRef, users } from './users';

/**
 * A signed-in session: one refresh-token family. The access token names it (`sid`) and every
 * authenticated call reads this row by its key, so a revoked session stops at once. user_id has
 * no foreign key: the test harness signs tokens for users it never creates (users are never
 * deleted here, so nothing dangles in the product).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull(),
    clientType: integer('client_type').notNull().default(0),
    deviceId: text('device_id'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** How it began: password, securityVerification, qr. */
    method: text('method').notNull().default('password'),
    createdAt: at('created_at').notNull(),
    /** The absolute end, whatever the refreshes. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /** logout, elsewhere (single-session policy), refreshReuse, passwordReset, banned. */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.clientType)],
);

/** Refresh tokens, stored as SHA-256; each is spent by one refresh, reuse revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: keyRef('session_id', () => sessions.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** One-time codes, stored as an HMAC with a server key; the plain code only goes to the notifier. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    /** `email:a@b.c` or `phone:+86 13800000000`. */
    target: text('target').notNull(),
    userId: integer('user_id').references(() => users.id),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.purpose, t.createdAt)],
);

/**
 * Consecutive wrong passwords per subject: `user:<id>` for an account (whichever of its e-mail or
 * phone was used), the address itself for an unknown one, so both answer alike.
 */
export const loginFailures = pgTable('login_failures', {
  subject: text('subject').primaryKey(),
  failedCount: integer('failed_count').notNull().default(0),
  lastFailedAt: at('last_failed_at').notNull(),
  lockedUntil: at('locked_until'),
});

/** The security log's sign-in history: every auth event, successful or not. */
export const loginHistory = pgTable(
  'login_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    /** login, securityVerification, qrLogin, refreshReuse, logout, passwordReset, register. */
    event: text('event').notNull(),
    /** success, failure, locked, banned, verificationRequired. */
    result: text('result').notNull(),
    /** How: email, phone, qr; or why it failed. */
    detail: text('detail'),
    ...clientColumns(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('login_history_user_idx').on(t.userId, t.createdAt)],
);

/** Short-lived single-use tickets between two steps: security verification, password reset. */
export const authTickets = pgTable(
  'auth_tickets',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: userRef('user_id'),
    /** What the next step needs: the device and client type of the sign-in. */
    data: jsonb('data'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('auth_tickets_token_idx').on(t.kind, t.tokenHash)],
);

/** Devices a user has signed in from; a sign-in from another one needs security verification. */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: userRef('user_id'),
    deviceId: text('device_id').notNull(),
    firstSeenAt: at('first_seen_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
  },
  (t) => [uniqueIndex('known_devices_idx').on(t.userId, t.deviceId)],
);

/** QR sign-in tickets: the page polls with a secret; a signed-in client scans and confirms. */
export const qrLogins = pgTable('qr_logins', {
  ticket: text('ticket').primaryKey(),
  pollSecretHash: text('poll_secret_hash').notNull(),
  status: integer('status').$type<QrLoginStatus>().notNull().default(qrLoginStatus.members.pending),
  scannedBy: integer('scanned_by').references(() => users.id),
  ip: text('ip').notNull().default(''),
  userAgent: text('user_agent').notNull().default(''),
  deviceId: text('device_id'),
  clientType: integer('client_type').notNull().default(0),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Key exchanges (Basic/GetKEIS): only a hash of the key material is kept; the client sends the
 * material back with the ciphertext and the server derives the key again.
 */
export const keyExchanges = pgTable('key_exchanges', {
  keyHash: text('key_hash').primaryKey(),
  ivHex: text('iv_hex').notNull(),
  saltHex: text('salt_hex').notNull(),
  businessType: text('business_type'),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

import { type AccountType, accountType, type KycStatus, kycStatus } from '@coffer/contract';
import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, idRef } from './columns';

/** Accounts: who someone is, how they sign in, and what they agreed to at sign-up. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The public user id shown in the UI and in reports (spec §3 `uid`). */
    uid: text('uid').notNull().unique(),
    email: text('email').unique(),
    areaCode: text('area_code'),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash').notNull(),
    /** argon2id of the 6-digit fund PIN (spec §5); null until the user sets one. */
    fundPasswordHash: text('fund_password_hash'),
    /** The fiat currency totals are shown in (Profile/SetPricingCurrency). */
    pricingCurrency: text('pricing_currency').notNull().default('USD'),
    name: text('name').notNull().default(''),
    accountType: integer('account_type').$type<AccountType>().notNull().default(accountType.members.personal),
    kycStatus: integer('kyc_status').$type<KycStatus>().notNull().default(kycStatus.members.unverified),
    isOfficial: boolean('is_official').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    lastLoginTime: at('last_login_time'),
    /** Set by an operator: the user may not sign in (50010) and their sessions end (80001). */
    bannedAt: at('banned_at'),
    /** Set by the owning merchant (a deactivated or deleted sub-merchant): no sign-in (60004), sessions end. */
    disabledAt: at('disabled_at'),
    referralCode: text('referral_code'),
    whatsApp: text('whats_app'),
    /** The sign-up questionnaire answers (§5), kept as given. */
    questionnaire: jsonb('questionnaire'),
    /** When the terms and the privacy policy were accepted (§5). */
    consentedAt: at('consented_at'),
    passwordChangedAt: at('password_changed_at'),
    /** Withdrawals and transfers wait until then after a security change (§9). */
    securityHoldUntil: at('security_hold_until'),
    /**
     * Announcements published up to this instant count as read for the notice bell: the newest
     * one the user opened, or when they last opened the bell, whichever is later. Null: none read.
     */
    noticesSeenUntil: at('notices_seen_until'),
  },
  (t) => [uniqueIndex('users_phone_idx').on(t.areaCode, t.phoneNumber)],
);

/** A column naming an account (`users.id`), required: the owner of a row, or a party to it. */
export const userRef = (name: string) => idRef(name, () => users.id);

import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { SecurityNotice } from '../../adapters/notifier/security-messages';
import { users } from '../../db/schema';
import { maskEmail, maskPhone, type UserRow, type UsersRepo } from '../auth/auth.module';
import {
  type CodeTarget,
  emailTarget,
  normalizeEmail,
  phoneTarget,
} from '../verification/verification.module';
import type { EmailInput, PhoneInput } from './security-items.shared';
import type { SecurityOperation } from './security-log.repo';

/**
 * What binding, changing and removing differ in between the e-mail address and the phone number,
 * one table each, so one use case (bind-address.ts, update-address.ts, unbind-address.ts) serves both. `Fields` is the address
 * as the user's row stores it.
 */
export interface AddressKind<Input, Fields extends Record<string, string>> {
  /** The address the input names. */
  fields(input: Input): Fields;
  /** The address bound to the account, or null when none is. */
  bound(user: UserRow): Fields | null;
  /** The row still has this address (null: none): the write's guard against a change meanwhile. */
  holds(fields: Fields | null): SQL | undefined;
  /** The account that has this address already, if any. */
  owner(repo: Pick<UsersRepo, 'byEmail' | 'byPhone'>, fields: Fields): Promise<UserRow | undefined>;
  target(fields: Fields): CodeTarget;
  /** As the security log shows it: masked, never in full. */
  masked(fields: Fields): string;
  taken: 'emailAlreadyRegistered' | 'phoneAlreadyRegistered';
  /** The second-factor channel that reaches the bound address (asked of a change). */
  channel: 'email' | 'sms';
  /** The field, message and details when a change names the address already bound. */
  unchanged: [field: string, message: string, details: string];
  /** Why binding or changing is refused: one is bound already, none is bound. */
  alreadyBound: string;
  noneBound: string;
  bind: { operation: SecurityOperation; notice: SecurityNotice };
  update: { operation: SecurityOperation; notice: SecurityNotice };
  /** Removing it: refused while none is bound, or while the other address is not (none would be left). */
  unbind: {
    operation: SecurityOperation;
    notice: SecurityNotice;
    noneBound: string;
    otherMissing: string;
    /** The columns as the row stores no address. */
    cleared: Partial<typeof users.$inferInsert>;
    /** The other address is bound: in the row read, and in the row the write changes. */
    otherBound: (user: UserRow) => boolean;
    otherBoundNow: SQL;
  };
}

export const emailKind: AddressKind<EmailInput, { email: string }> = {
  fields: (input) => ({ email: normalizeEmail(input.emailAddress) }),
  bound: (user) => (user.email ? { email: user.email } : null),
  holds: (f) => (f ? eq(users.email, f.email) : isNull(users.email)),
  owner: (repo, f) => repo.byEmail(f.email),
  target: (f) => emailTarget(f.email),
  masked: (f) => maskEmail(f.email),
  taken: 'emailAlreadyRegistered',
  channel: 'email',
  unchanged: ['emailAddress', 'email.invalid', 'This is already your e-mail address.'],
  alreadyBound: 'An e-mail address is already bound. Change it instead.',
  noneBound: 'No e-mail address is bound. Bind one first.',
  bind: { operation: 'bindEmail', notice: 'emailBound' },
  update: { operation: 'updateEmail', notice: 'emailChanged' },
  unbind: {
    operation: 'unbindEmail',
    notice: 'emailRemoved',
    noneBound: 'No e-mail address is bound.',
    otherMissing: 'Bind a phone number before removing the e-mail address.',
    cleared: { email: null },
    otherBound: (user) => Boolean(user.phoneNumber),
    otherBoundNow: isNotNull(users.phoneNumber),
  },
};

export const phoneKind: AddressKind<PhoneInput, { areaCode: string; phoneNumber: string }> = {
  fields: (input) => ({ areaCode: input.areaCode, phoneNumber: input.phoneNumber }),
  bound: (user) =>
    user.phoneNumber && user.areaCode ? { areaCode: user.areaCode, phoneNumber: user.phoneNumber } : null,
  holds: (f) =>
    f ? and(eq(users.areaCode, f.areaCode), eq(users.phoneNumber, f.phoneNumber)) : isNull(users.phoneNumber),
  owner: (repo, f) => repo.byPhone(f.areaCode, f.phoneNumber),
  target: (f) => phoneTarget(f.areaCode, f.phoneNumber),
  masked: (f) => `${f.areaCode} ${maskPhone(f.phoneNumber)}`,
  taken: 'phoneAlreadyRegistered',
  channel: 'sms',
  unchanged: ['phoneNumber', 'phone.invalid', 'This is already your phone number.'],
  alreadyBound: 'A phone number is already bound. Change it instead.',
  noneBound: 'No phone number is bound. Bind one first.',
  bind: { operation: 'bindPhone', notice: 'phoneBound' },
  update: { operation: 'updatePhone', notice: 'phoneChanged' },
  unbind: {
    operation: 'unbindPhone',
    notice: 'phoneRemoved',
    noneBound: 'No phone number is bound.',
    otherMissing: 'Bind an e-mail address before removing the phone number.',
    cleared: { areaCode: null, phoneNumber: null },
    otherBound: (user) => Boolean(user.email),
    otherBoundNow: isNotNull(users.email),
  },
};

/** Both name the same address, field by field. */
export const sameAddress = <Fields extends Record<string, string>>(a: Fields, b: Fields) =>
  Object.keys(a).every((key) => a[key] === b[key]);

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Notifier } from '../notifier/notifier';

/** A message to a user by their bound e-mail or phone (the SMS/e-mail system of DESIGN §5). */
export interface UserMessage {
  userId: number;
  subject: string;
  text: string;
  /** What produced it, e.g. `withdrawalCode`. */
  kind: string;
}

export interface Messenger {
  send(message: UserMessage): Promise<void>;
}

/**
 * Addresses a message to the user's e-mail, or their phone when no e-mail is bound, and hands it
 * to the notifier (the sandbox writes it to the outbox, where `ops outbox` shows it). Codes are
 * never written to the log.
 */
export function createNotifierMessenger(db: Db, notifier: Notifier): Messenger {
  return {
    async send(message) {
      const [user] = await db
        .select({ email: users.email, areaCode: users.areaCode, phoneNumber: users.phoneNumber })
        .from(users)
        .where(eq(users.id, message.userId));
      const to = user?.email
        ? { channel: 'email' as const, recipient: user.email }
        : user?.phoneNumber
          ? { channel: 'sms' as const, recipient: `${user.areaCode ?? ''} ${user.phoneNumber}`.trim() }
          : undefined;
      if (!to) throw new Error(`user ${message.userId} has no e-mail or phone to send to`);
      await notifier.send({ ...to, subject: message.subject, body: message.text, kind: message.kind });
    },
  };
}

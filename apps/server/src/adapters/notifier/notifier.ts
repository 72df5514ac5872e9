/** A message for a person: an e-mail or a text message. */
export interface Notification {
  channel: 'email' | 'sms';
  /** An e-mail address, or a phone number with its area code as `+86 13800000000`. */
  recipient: string;
  subject: string;
  body: string;
  /** What produced it (e.g. `contact`, `verificationCode`), for the operator and for templates. */
  kind: string;
  meta?: Record<string, string>;
}

/**
 * Sends messages to people (DESIGN §5). The sandbox (the default) writes them to the outbox table,
 * which `npm run ops -- outbox` prints; a real SMTP or SMS gateway implements the same interface
 * when configured (none is wired in yet).
 */
export interface Notifier {
  send(notification: Notification): Promise<void>;
}

import { type ContactForm, contactLimits } from '@coffer/contract';
import type { Notifier } from '../../adapters/notifier/notifier';
import { AppError } from '../../lib/app-error';
import type { Language } from '../../lib/language';
import type { RateLimiter } from '../../lib/rate-limiter';
import { rateLimitSubject } from './contact.fns';
import type { ContactRepo } from './contact.repo';

export interface ContactDeps {
  repo: ContactRepo;
  limiter: RateLimiter;
  notifier: Notifier;
  now: () => Date;
  /** Where the team reads contact messages. */
  teamEmail: string;
}

export class RateLimited extends AppError {
  constructor(readonly retryAfterMs: number) {
    super(
      'tooManyRequests',
      `Please wait ${Math.ceil(retryAfterMs / 1000)} seconds before sending another message.`,
    );
  }
}

export function createContactService(deps: ContactDeps) {
  return {
    /**
     * Stores a visitor's message and tells the team. Each address may send one message a minute
     * and a few a day; the count is kept in the database so every server process shares it.
     */
    async submit(form: ContactForm, from: { ip: string; language: Language }) {
      for (const [window, limit] of [
        ['burst', contactLimits.burst],
        ['day', contactLimits.daily],
      ] as const) {
        const key = `contact:${window}:${rateLimitSubject(from.ip)}`;
        const counted = await deps.limiter.hit(key, limit);
        if (!counted.ok) throw new RateLimited(counted.retryAfterSeconds * 1000);
      }
      const at = deps.now();
      const { name, email, title, message } = form;
      const id = await deps.repo.add({
        name,
        email,
        title,
        message,
        languageCode: from.language,
        ip: from.ip,
        consentAt: at,
        createdAt: at,
      });
      await deps.notifier.send({
        channel: 'email',
        recipient: deps.teamEmail,
        subject: `[Contact #${id}] ${form.title}`,
        body: [`From: ${form.name} <${form.email}>`, `Language: ${from.language}`, '', form.message].join(
          '\n',
        ),
        kind: 'contact',
        meta: { contactMessageId: String(id), replyTo: form.email },
      });
      await deps.limiter.prune(contactLimits.daily.windowMs * 2);
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;

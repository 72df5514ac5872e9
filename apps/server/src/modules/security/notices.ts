import type { Notifier } from '../../adapters/notifier/notifier';
import { type SecurityNotice, securityNoticeMessage } from '../../adapters/notifier/security-messages';
import type { Language } from '../../lib/language';
import type { UserRow } from '../auth/auth.module';
import type { CodeTarget } from '../verification/verification.module';
import { ownTarget } from './second-factor';

/** Tells the account holder about a security change on every address the account had. */
export function createSecurityNotices(notifier: Notifier) {
  return {
    async tell(
      to: UserRow | CodeTarget[],
      notice: SecurityNotice,
      language: Language,
      extra?: string,
    ): Promise<void> {
      const targets = Array.isArray(to)
        ? to
        : [ownTarget(to, 'email'), ownTarget(to, 'sms')].filter((t): t is CodeTarget => t !== null);
      const text = securityNoticeMessage(language, notice, extra);
      for (const target of targets)
        await notifier.send({
          channel: target.channel,
          recipient: target.address,
          kind: 'securityNotice',
          meta: { notice },
          ...text,
        });
    },
  };
}
export type SecurityNotices = ReturnType<typeof createSecurityNotices>;

import type { SecondFactor } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import type { UserRow } from '../auth/auth.module';
import type { VerificationService } from '../verification/verification.module';
import { type CodeTarget, emailTarget, phoneTarget } from '../verification/verification.module';
import { type TotpService, totpError } from './totp.service';

export type Channel = 'email' | 'sms';

const codeField = { email: 'emailCode', sms: 'smsCode' } as const;

const missing = (field: string, details: string) =>
  new AppError('invalidInput', details, [{ field, message: 'verificationCode.invalid' }]);

/** The account's own address on a channel, when it has one. */
export function ownTarget(user: UserRow, channel: Channel): CodeTarget | null {
  if (channel === 'email') return user.email ? emailTarget(user.email) : null;
  return user.areaCode && user.phoneNumber ? phoneTarget(user.areaCode, user.phoneNumber) : null;
}

/**
 * The second factor of a security operation (DESIGN §6). With an authenticator bound its code is
 * always needed. Codes to the account's own addresses (purpose `security`) are needed for the
 * channels named in `channels` (the old phone or e-mail being changed or removed); when none are
 * named, and no authenticator is bound or `codeToo` asks for one anyway, one code to any bound
 * address. `googleOnly`: the authenticator when bound, nothing else (the caller has its own proof,
 * like the old password). The authenticator is checked first, so a wrong code there spends no e-mail or SMS code.
 */
export function createSecondFactor(deps: { totp: TotpService; codes: VerificationService }) {
  return {
    async check(
      user: UserRow,
      input: SecondFactor,
      client: ClientInfo,
      options: { channels?: Channel[]; codeToo?: boolean; googleOnly?: boolean } = {},
    ) {
      const bound = await deps.totp.isBound(user.id);
      if (bound) {
        if (!input.googleCode) throw missing('googleCode', 'Enter the code of your authenticator app.');
        const result = await deps.totp.check(user.id, input.googleCode, client);
        if (!result.ok) throw totpError(result);
        if (!options.channels?.length && !options.codeToo) return;
      }
      if (options.googleOnly) return;
      let channels = options.channels ?? [];
      if (channels.length === 0) {
        const given = (['email', 'sms'] as const).find((c) => input[codeField[c]] && ownTarget(user, c));
        const first = (['email', 'sms'] as const).find((c) => ownTarget(user, c));
        channels = [given ?? first ?? 'email'];
      }
      for (const channel of channels) {
        const field = codeField[channel];
        const code = input[field];
        const target = ownTarget(user, channel);
        if (!code || !target)
          throw missing(field, `Enter the code sent to your ${channel === 'email' ? 'e-mail' : 'phone'}.`);
        if (!(await deps.codes.consume({ target, purpose: 'security', code })))
          throw missing(field, 'The verification code is wrong or has expired.');
      }
    },
  };
}
export type SecondFactorCheck = ReturnType<typeof createSecondFactor>;

import { type AccountInfo, verificationCodeSchema } from '@coffer/contract/auth';
import { type SecondFactor, secondFactorSchema } from '@coffer/contract/security';
import type { z } from 'zod';

export type CodeChannel = 'email' | 'sms';

/**
 * What an operation's second factor takes, as the server checks it (docs/areas/security.md "The second factor"):
 * the authenticator's code when one is bound; a `security` code to the old address being changed
 * or removed; otherwise, without an authenticator, one code to any bound address.
 */
export interface FactorNeeds {
  google: boolean;
  /** 'any': one code to a bound address of the user's choice; null: no code. */
  code: CodeChannel | 'any' | null;
}

export type Operation =
  /** Bind a phone or e-mail, set or change the fund PIN. */
  | 'default'
  /** Change or remove the e-mail (code to the old one) or the phone. */
  | 'oldEmail'
  | 'oldPhone'
  /** Bind an authenticator: its first code is a field of its own; plus a code to an address. */
  | 'bindGoogle'
  | 'unbindGoogle'
  /** The old password stands for the account; the authenticator when bound. */
  | 'password';

export function factorNeeds(user: Pick<AccountInfo, 'googleAuthBound'>, operation: Operation): FactorNeeds {
  const google = user.googleAuthBound;
  switch (operation) {
    case 'oldEmail':
      return { google, code: 'email' };
    case 'oldPhone':
      return { google, code: 'sms' };
    case 'bindGoogle':
      return { google: false, code: 'any' };
    case 'unbindGoogle':
      return { google: true, code: 'any' };
    case 'password':
      return { google, code: null };
    default:
      return google ? { google: true, code: null } : { google: false, code: 'any' };
  }
}

/** The addresses a code may go to: the bound ones. */
export function boundChannels(user: Pick<AccountInfo, 'email' | 'phoneNumber'>): CodeChannel[] {
  return [...(user.email ? (['email'] as const) : []), ...(user.phoneNumber ? (['sms'] as const) : [])];
}

/** The form's second-factor values: every field a string, `channel` the address chosen for 'any'. */
export interface FactorValues {
  emailCode: string;
  smsCode: string;
  googleCode: string;
  channel: CodeChannel;
}

export const emptyFactor = (user: Pick<AccountInfo, 'email' | 'phoneNumber'>): FactorValues => ({
  emailCode: '',
  smsCode: '',
  googleCode: '',
  channel: boundChannels(user)[0] ?? 'email',
});

/** The channel whose code the form asks for, if any. */
export function codeChannelOf(needs: FactorNeeds, values: Pick<FactorValues, 'channel'>): CodeChannel | null {
  if (needs.code === null) return null;
  return needs.code === 'any' ? values.channel : needs.code;
}

/** Only the fields the operation needs, as the call sends them. */
export function factorInput(needs: FactorNeeds, values: FactorValues): SecondFactor {
  const channel = codeChannelOf(needs, values);
  return {
    ...(needs.google ? { googleCode: values.googleCode.trim() } : {}),
    ...(channel === 'email' ? { emailCode: values.emailCode.trim() } : {}),
    ...(channel === 'sms' ? { smsCode: values.smsCode.trim() } : {}),
  };
}

/**
 * The contract's second-factor schema with the fields this operation needs made required: the
 * browser refuses a missing code with the server's own message key.
 */
export function factorSchema(needs: FactorNeeds, values: Pick<FactorValues, 'channel'>) {
  const channel = codeChannelOf(needs, values);
  return secondFactorSchema.extend({
    ...(needs.google ? { googleCode: verificationCodeSchema } : {}),
    ...(channel === 'email' ? { emailCode: verificationCodeSchema } : {}),
    ...(channel === 'sms' ? { smsCode: verificationCodeSchema } : {}),
  }) as unknown as z.ZodType<SecondFactor, SecondFactor>;
}

export const factorFields = ['emailCode', 'smsCode', 'googleCode'] as const;

import { endpoints, type VerificationChannel } from '@coffer/contract';
import { AppError, fieldError } from '../../lib/app-error';
import { clientInfo } from '../../lib/client-info';
import { languageOf } from '../../lib/language';
import { route } from '../../plugins/routes';
import type { UserRow, UsersRepo } from '../auth/auth.module';
import { type CodeTarget, emailTarget, phoneTarget } from './targets.fns';
import type { VerificationService } from './verification.service';

/** The account's own address on a channel, or a 400 naming the channel when none is bound. */
function ownTarget(user: UserRow, channel: VerificationChannel | undefined): CodeTarget {
  if (channel === 'email' && user.email) return emailTarget(user.email);
  if (channel === 'sms' && user.areaCode && user.phoneNumber)
    return phoneTarget(user.areaCode, user.phoneNumber);
  throw new AppError('invalidInput', 'Choose a channel bound to the account (email or sms).', [
    { field: 'channel', message: channel === 'sms' ? 'phone.invalid' : 'email.invalid' },
  ]);
}

/**
 * Longer than 70 lines on purpose: the send-code entry is one switch over the code's purposes
 * (register, reset, login, bind, security), each choosing its target and owner with the shared
 * helpers above it; read together, they show who may be sent a code for what.
 */
export const verificationRoutes = (deps: {
  codes: VerificationService;
  users: UsersRepo;
  /** The user behind an open security-verification ticket. */
  ticketUser: (ticket: string) => Promise<UserRow | undefined>;
  /** The user behind an open change-application ticket (step one of /security/first passed). */
  changeTicketUser: (ticket: string) => Promise<UserRow | undefined>;
}) => [
  route(endpoints.auth.sendVerificationCode, async ({ input, caller, request }) => {
    const client = clientInfo(request);
    const language = languageOf(request.headers['accept-language']);
    const given = input.emailAddress
      ? emailTarget(input.emailAddress)
      : input.areaCode && input.phoneNumber
        ? phoneTarget(input.areaCode, input.phoneNumber)
        : undefined;
    const needGiven = () => {
      if (!given)
        throw fieldError('emailAddress', 'email.invalid', 'Give an e-mail address or a phone number.');
      return given;
    };
    const owner = async (target: CodeTarget) =>
      input.emailAddress
        ? deps.users.byEmail(input.emailAddress)
        : target.channel === 'sms' && input.areaCode && input.phoneNumber
          ? deps.users.byPhone(input.areaCode, input.phoneNumber)
          : undefined;
    const send = (target: CodeTarget, userId: number | null, deliver = true, check?: () => Promise<void>) =>
      deps.codes.send({
        target,
        purpose: input.purpose,
        userId,
        ip: client.ip,
        language,
        deliver,
        ...(check ? { check } : {}),
      });
    /** "Already registered" is only told within the rate limits, so addresses cannot be probed fast. */
    const mustBeFree = (target: CodeTarget) => async () => {
      if (await owner(target))
        throw new AppError(target.channel === 'email' ? 'emailAlreadyRegistered' : 'phoneAlreadyRegistered');
    };

    switch (input.purpose) {
      case 'register': {
        const target = needGiven();
        return send(target, null, true, mustBeFree(target));
      }
      case 'resetPassword': {
        // Same answer whether or not the address is registered; only a registered one gets a code.
        const target = needGiven();
        const user = await owner(target);
        return send(target, user?.id ?? null, Boolean(user));
      }
      case 'login': {
        const user = input.ticket ? await deps.ticketUser(input.ticket) : undefined;
        if (!user)
          throw new AppError('loginExpired', 'The security verification has expired. Please sign in again.');
        return send(ownTarget(user, input.channel), user.id);
      }
      case 'bind': {
        // Signed in, or signed out with a change application's ticket (the new item's code).
        const applicant = !caller && input.ticket ? await deps.changeTicketUser(input.ticket) : undefined;
        const userId = caller?.userId ?? applicant?.id;
        if (userId === undefined) throw new AppError('unauthorized', 'Sign in to continue.');
        const target = needGiven();
        return send(target, userId, true, mustBeFree(target));
      }
      default: {
        // A signed-out change application proves the items it still has: like a reset, a code
        // goes only to a registered address, and the answer is the same either way.
        if (!caller && input.purpose === 'security' && given) {
          const user = await owner(given);
          return send(given, user?.id ?? null, Boolean(user));
        }
        if (!caller) throw new AppError('unauthorized', 'Sign in to continue.');
        const user = await deps.users.byId(caller.userId);
        if (!user) throw new AppError('userNotFound');
        return send(ownTarget(user, input.channel), user.id);
      }
    }
  }),
];

import { accountType, endpoints } from '@coffer/contract';
import { clientInfo } from '../../lib/client-info';
import { route } from '../../plugins/routes';
import { emailTarget, normalizeEmail, phoneTarget } from '../verification/verification.module';
import type { createPasswordResetService } from './password-reset.service';
import type { RegistrationService } from './registration.service';
import type { UsersRepo } from './users.repo';

type ResetService = ReturnType<typeof createPasswordResetService>;

export const accountRoutes = (deps: {
  registration: RegistrationService;
  reset: ResetService;
  users: UsersRepo;
}) => [
  route(endpoints.auth.registerByEmailAddress, async ({ input, request }) =>
    deps.registration.register(
      {
        ...input,
        target: emailTarget(input.emailAddress),
        email: normalizeEmail(input.emailAddress),
      },
      clientInfo(request),
    ),
  ),
  route(endpoints.auth.registerByPhoneNumber, async ({ input, request }) =>
    deps.registration.register(
      { ...input, target: phoneTarget(input.areaCode, input.phoneNumber) },
      clientInfo(request),
    ),
  ),
  route(endpoints.auth.merchantRegister, async ({ input, request }) => {
    const target = input.emailAddress
      ? emailTarget(input.emailAddress)
      : phoneTarget(input.areaCode ?? '', input.phoneNumber ?? '');
    return deps.registration.registerMerchant(
      {
        ...input,
        accountType: accountType.members.merchant,
        target,
        email: input.emailAddress ? normalizeEmail(input.emailAddress) : undefined,
      },
      input,
      clientInfo(request),
    );
  }),
  route(endpoints.auth.resetPasswordByEmailAddressVerification, async ({ input }) =>
    deps.reset.verify(
      await deps.users.byEmail(input.emailAddress),
      emailTarget(input.emailAddress),
      input.code,
    ),
  ),
  route(endpoints.auth.resetPasswordByPhoneNumberVerification, async ({ input }) =>
    deps.reset.verify(
      await deps.users.byPhone(input.areaCode, input.phoneNumber),
      phoneTarget(input.areaCode, input.phoneNumber),
      input.code,
    ),
  ),
  route(endpoints.auth.resetPasswordByEmailAddress, async ({ input, request }) =>
    deps.reset.reset(
      await deps.users.byEmail(input.emailAddress),
      input.ticket,
      input.password,
      clientInfo(request),
    ),
  ),
  route(endpoints.auth.resetPasswordByPhoneNumber, async ({ input, request }) =>
    deps.reset.reset(
      await deps.users.byPhone(input.areaCode, input.phoneNumber),
      input.ticket,
      input.password,
      clientInfo(request),
    ),
  ),
];

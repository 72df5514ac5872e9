import { endpoints } from '@coffer/contract';
import { clientInfo } from '../../lib/client-info';
import { route } from '../../plugins/routes';
import type { AuthService } from './auth.service';
import type { QrLoginService } from './qr-login.service';

export const authRoutes = (auth: AuthService, qr: QrLoginService) => [
  route(endpoints.auth.authenticateByEmailAddress, async ({ input, request }) =>
    auth.signIn({ kind: 'email', emailAddress: input.emailAddress }, input.password, clientInfo(request)),
  ),
  route(endpoints.auth.authenticateByPhoneNumber, async ({ input, request }) =>
    auth.signIn(
      { kind: 'phone', areaCode: input.areaCode, phoneNumber: input.phoneNumber },
      input.password,
      clientInfo(request),
    ),
  ),
  route(endpoints.auth.securityVerification, async ({ input, request }) =>
    auth.verify(input, clientInfo(request)),
  ),
  route(endpoints.auth.qrLoginGenerate, async ({ request }) => qr.generate(clientInfo(request))),
  route(endpoints.auth.qrLoginScan, async ({ input, caller }) => qr.scan(input.ticket, caller.userId)),
  route(endpoints.auth.qrLoginConfirm, async ({ input, caller }) =>
    qr.confirm(input.ticket, caller.userId, input.approve),
  ),
  route(endpoints.auth.qrLoginPoll, async ({ input }) => {
    const polled = await qr.poll(input.ticket, input.pollSecret);
    return { status: polled.status as 0, session: polled.session };
  }),
];

import { endpoints, kycCallbackHeaders } from '@coffer/contract';
import { languageOf } from '../../lib/language';
import { rawBodyOf } from '../../lib/raw-body';
import { route } from '../../plugins/routes';
import type { KycService } from './kyc.module';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const kycRoutes = (kyc: KycService) => [
  route(endpoints.kyc.get, async ({ caller }) => kyc.get(caller.userId)),
  route(endpoints.kyc.create, async ({ caller, input, request }) =>
    kyc.create(caller.userId, input, languageOf(request.headers['accept-language'])),
  ),
  route(endpoints.kyc.update, async ({ caller, input, request }) =>
    kyc.update(caller.userId, input, languageOf(request.headers['accept-language'])),
  ),
  route(endpoints.kyc.sumsubAccessToken, async ({ caller }) => kyc.accessToken(caller.userId)),
  route(endpoints.kyc.updateKycStatus, async ({ input, request }) =>
    kyc.providerCallback(input, {
      rawBody: rawBodyOf(request),
      digest: header(request.headers[kycCallbackHeaders.digest]),
      algorithm: header(request.headers[kycCallbackHeaders.algorithm]),
    }),
  ),
];

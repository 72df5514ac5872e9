import { AppError } from '../../lib/app-error';
import { type KycServiceDeps, notYetVerifiedOrThrow } from './kyc.shared';

/** A token for the provider's flow; a verified account has nothing left to verify (50015). */
export async function kycAccessToken(deps: Pick<KycServiceDeps, 'users' | 'provider'>, userId: number) {
  const user = await notYetVerifiedOrThrow(deps, userId);
  const token = await deps.provider
    .accessToken({
      externalUserId: user.uid,
      email: user.email,
      phone: user.phoneNumber ? `${user.areaCode ?? ''}${user.phoneNumber}` : null,
    })
    .catch(() => {
      throw new AppError('internal', 'The verification provider is not available. Please try again later.');
    });
  return { provider: deps.provider.name, flow: deps.provider.flow, ...token };
}

import type { ClientInfo } from '../../lib/client-info';
import { type RegistrationDeps, registerAccount, type SignUp } from './register-account';
import { type MerchantCompany, registerMerchant } from './register-merchant';

/** Sign-up of personal, enterprise and merchant accounts (§2, §5, §6). */
export function createRegistrationService(deps: RegistrationDeps) {
  return {
    register: (signUp: SignUp, client: ClientInfo) => registerAccount(deps, signUp, client),
    registerMerchant: (signUp: SignUp, company: MerchantCompany, client: ClientInfo) =>
      registerMerchant(deps, signUp, company, client),
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;

import type { SecondFactor } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import type { Caller } from '../../plugins/auth';
import type { CoinsRepo } from '../assets/assets.module';
import type { UsersRepo } from '../auth/auth.module';
import type { FundPinGuard, SecondFactorCheck } from '../security/security.module';
import type { AddressBookService } from './address-book.service';
import { checkedAddress } from './address-book.shared';

type Authorization = { fundPassword: string } & SecondFactor;
type NewEntry = { coin: string; network: string; address: string; label: string };

export interface AddressBookChangesDeps {
  book: Pick<AddressBookService, 'create' | 'del' | 'ownEntry'>;
  coins: CoinsRepo;
  users: Pick<UsersRepo, 'byId'>;
  /** The withdrawal's own fund PIN check (modules/security/fund-pin.guard.ts). */
  fundPin: Pick<FundPinGuard, 'requireFundPin'>;
  /** The security centre's second factor (modules/security/second-factor.ts). */
  second: Pick<SecondFactorCheck, 'check'>;
}

/**
 * Adding or deleting a withdrawal address decides where money may go, so it is authorised as a
 * withdrawal is: the fund PIN, then the second factor (the authenticator's code when bound, else a
 * `security` code to the user's own e-mail or phone). The cheap refusals come first (a malformed
 * address, someone else's entry) so they cost the user no code; nothing is saved unless all pass.
 */
export function createAddressBookChanges(deps: AddressBookChangesDeps) {
  async function authorize(caller: Caller, input: Authorization, client: ClientInfo) {
    const user = await deps.users.byId(caller.userId);
    if (!user) throw new AppError('unauthorized');
    await deps.fundPin.requireFundPin(user.id, input.fundPassword);
    await deps.second.check(user, input, client);
  }

  return {
    async add(caller: Caller, input: NewEntry & Authorization, client: ClientInfo) {
      await checkedAddress(deps.coins, input.coin, input.network, input.address);
      await authorize(caller, input, client);
      return deps.book.create(caller, input);
    },

    async remove(caller: Caller, input: { id: number } & Authorization, client: ClientInfo) {
      await deps.book.ownEntry(caller, input.id);
      await authorize(caller, input, client);
      return deps.book.del(caller, input.id);
    },
  };
}
export type AddressBookChanges = ReturnType<typeof createAddressBookChanges>;

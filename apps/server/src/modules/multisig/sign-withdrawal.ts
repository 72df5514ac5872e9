import { multisigDomain, multisigWithdrawalTypes } from '@coffer/contract';
import { type Hex, recoverTypedDataAddress } from 'viem';
import type { Db } from '../../db/client';
import { enqueueDispatch } from '../../ledger/flows/outbound-dispatch';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../plugins/auth';
import { dispatchId, signableStatuses, statusForSignatures } from './multisig.fns';
import { createMultisigRepo, type MultisigRepo } from './multisig.repo';
import { withdrawalMessage, withdrawalView } from './multisig-view';

export interface SignDeps {
  db: Db;
  repo: MultisigRepo;
  now: () => Date;
  /** Sends a withdrawal that reached its signatures now (the outbound dispatch's `dispatchNow`). */
  sendNow: (dispatch: string) => Promise<unknown>;
}

const refuse = (message: string, details: string) =>
  new AppError('invalidInput', details, [{ field: 'signature', message }]);

/** The address that signed the proposal's typed message, or undefined when the bytes do not verify. */
async function signerOf(message: ReturnType<typeof withdrawalMessage>, signature: string) {
  try {
    // viem reads uint256 fields as bigints; the wire carries them as (safe) numbers.
    return await recoverTypedDataAddress({
      domain: multisigDomain,
      types: multisigWithdrawalTypes,
      primaryType: 'MultisigWithdrawal',
      message: {
        ...message,
        wallet: BigInt(message.wallet),
        nonce: BigInt(message.nonce),
        expiry: BigInt(message.expiry),
      },
      signature: signature as Hex,
    });
  } catch {
    return undefined;
  }
}

/**
 * An owner's approval of a proposal: the signature is verified against the typed message rebuilt
 * from the stored proposal (wallet, nonce, coin, network, address, amount, expiry), so a signature
 * over anything else recovers another address and is refused as a non-owner's, like a stranger's.
 * A second signature of the same owner is refused; an expired proposal takes none. The M-th valid
 * signature puts it on chain: enqueued in the same transaction, then sent at once.
 */
export async function signWithdrawal(
  deps: SignDeps,
  caller: Caller,
  input: { withdrawalId: number; signature: string },
) {
  const at = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const repo = createMultisigRepo(tx);
    const w = await repo.withdrawal(input.withdrawalId, true);
    const wallet = w && (await repo.walletById(w.walletId));
    if (!w || !wallet || wallet.userId !== caller.userId)
      throw new AppError('withdrawalOrderNotFound', 'No such multisig withdrawal.');
    if (!signableStatuses.includes(w.status) || w.expiresAt <= at)
      throw refuse(
        'multisig.proposalClosed',
        w.expiresAt <= at
          ? 'This proposal has expired.'
          : 'This proposal is no longer collecting signatures.',
      );
    const owners = (await repo.owners([wallet.id])).map((o) => o.address);
    const signer = await signerOf(withdrawalMessage(w), input.signature);
    if (!signer || !owners.includes(signer))
      throw refuse(
        'multisig.signatureNotOwner',
        `The signature recovers ${signer ?? 'no address'}, not an owner: it must be an owner's signature over this proposal (nonce ${w.nonce}, amount and expiry as shown).`,
      );
    if (!(await repo.addSignature({ withdrawalId: w.id, signer, signature: input.signature, signedAt: at })))
      throw refuse('multisig.signatureDuplicate', `${signer} has already signed this proposal.`);
    const count = (await repo.signatures([w.id])).length;
    const status = statusForSignatures(count, wallet.minSignatures);
    const updated = (await repo.updateWithdrawal(w.id, { status, updatedAt: at })) ?? w;
    if (status !== w.status && count >= wallet.minSignatures)
      await enqueueDispatch(tx, { id: dispatchId(w.id), kind: 'multisigWithdrawal' }, at);
    return { updated, minSignatures: wallet.minSignatures, ready: count >= wallet.minSignatures };
  });
  if (outcome.ready) await deps.sendNow(dispatchId(outcome.updated.id));
  const row = (await deps.repo.withdrawal(outcome.updated.id)) ?? outcome.updated;
  return withdrawalView(row, outcome.minSignatures, await deps.repo.signatures([row.id]));
}

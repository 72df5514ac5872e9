import { errors, multisigWithdrawalStatus } from '@coffer/contract';
import { Dec } from '../../src/lib/money';
import type { Expected } from './model';

/**
 * The multisig part of the model run, from the rules of docs/areas/multisig.md, on one 2-of-3
 * wallet with USDT on ERC-20 (the coin's config: single minimum 10, fee 5; the daily maximum is
 * beyond any run). A deposit is credited to the wallet's available balance. A proposal is refused
 * below the minimum (40013), while another withdrawal is open (50009), then when the available
 * balance is short of amount + fee (60028); else it reserves amount + fee. A signature counts once
 * per owner, only over the proposal's own message and before its expiry (each refusal 400); the
 * second sends it. The processor expires a proposal still short of signatures at its expiry
 * (reservation voided) and settles one the chain confirmed (posted) or failed (voided).
 */
export const msig = {
  min: new Dec('10'),
  fee: new Dec('5'),
  threshold: 2,
  owners: 3,
};
const s = multisigWithdrawalStatus.members;
const ok: Expected = { ok: true };
const fail = (name: keyof typeof errors): Expected => ({ code: errors[name].code });

export interface ModelProposal {
  id: number;
  amount: Dec;
  status: number;
  expiresAt: number;
  signers: Set<number>;
}

export class MultisigModel {
  available = new Dec(0);
  frozen = new Dec(0);
  proposals: ModelProposal[] = [];

  deposit(amount: Dec) {
    this.available = this.available.plus(amount);
  }

  /** The open one (pending signature, signing or on chain), if any. */
  open() {
    return this.proposals.find(
      (p) => p.status === s.pendingSignature || p.status === s.signing || p.status === s.onChain,
    );
  }

  propose(amount: Dec): Expected {
    if (amount.lt(msig.min)) return fail('belowSingleMinimum');
    if (this.open()) return fail('previousMultisigWithdrawalPending');
    if (this.available.lt(amount.plus(msig.fee))) return fail('insufficientBalance');
    return ok;
  }

  proposed(p: { id: number; amount: Dec; expiresAt: number }) {
    this.available = this.available.minus(p.amount).minus(msig.fee);
    this.frozen = this.frozen.plus(p.amount).plus(msig.fee);
    this.proposals.push({ ...p, status: s.pendingSignature, signers: new Set() });
  }

  /**
   * Owner `signer` (0–2; 3 is a stranger) signs `p`, over its own message or (`tampered`) over
   * another amount: refused unless it is an owner's first valid signature before the expiry.
   */
  sign(p: ModelProposal, signer: number, tampered: boolean, now: number): Expected {
    const signable = p.status === s.pendingSignature || p.status === s.signing;
    if (!signable || p.expiresAt <= now) return fail('invalidInput');
    if (signer >= msig.owners || tampered) return fail('invalidInput');
    if (p.signers.has(signer)) return fail('invalidInput');
    p.signers.add(signer);
    p.status = p.signers.size >= msig.threshold ? s.onChain : s.signing;
    return ok;
  }

  /** The processor's pass: proposals short of signatures at their expiry fail and give back. */
  expire(now: number) {
    for (const p of this.proposals)
      if ((p.status === s.pendingSignature || p.status === s.signing) && p.expiresAt <= now)
        this.end(p, false);
  }

  /** A proposal on chain ends: success posts the reservation, failure voids it. */
  end(p: ModelProposal, sent: boolean) {
    p.status = sent ? s.success : s.failed;
    const reserved = p.amount.plus(msig.fee);
    this.frozen = this.frozen.minus(reserved);
    if (!sent) this.available = this.available.plus(reserved);
  }
}

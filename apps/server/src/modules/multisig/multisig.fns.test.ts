import { multisigWithdrawalStatus } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import {
  canMove,
  dispatchId,
  multisigDerivationIndex,
  statusForSignatures,
  unixSeconds,
  withdrawalIdOf,
} from './multisig.fns';

const s = multisigWithdrawalStatus.members;

describe('multisig withdrawal state machine', () => {
  it('allows each step of spec §4 and refuses every other', () => {
    const all = Object.values(s);
    const allowed = all.flatMap((from) => all.filter((to) => canMove(from, to)).map((to) => `${from}>${to}`));
    expect(allowed.sort()).toEqual(
      [
        `${s.pendingSignature}>${s.signing}`,
        `${s.pendingSignature}>${s.onChain}`,
        `${s.pendingSignature}>${s.failed}`,
        `${s.signing}>${s.signing}`,
        `${s.signing}>${s.onChain}`,
        `${s.signing}>${s.failed}`,
        `${s.onChain}>${s.success}`,
        `${s.onChain}>${s.failed}`,
      ].sort(),
    );
  });

  it('counts signatures against the minimum', () => {
    expect(statusForSignatures(0, 2)).toBe(s.pendingSignature);
    expect(statusForSignatures(1, 2)).toBe(s.signing);
    expect(statusForSignatures(2, 2)).toBe(s.onChain);
    expect(statusForSignatures(2, 3)).toBe(s.signing);
  });
});

describe('multisig identifiers', () => {
  it('keeps derivation indexes below the hardened range and dispatch ids reversible', () => {
    expect(multisigDerivationIndex(147_483_647)).toBe(2 ** 31 - 1);
    expect(withdrawalIdOf(dispatchId(42))).toBe(42);
    expect(unixSeconds(new Date('2026-01-01T00:00:01.999Z'))).toBe(1767225601);
  });
});

import { type MultisigWithdrawalStatus, multisigWithdrawalStatus } from '@coffer/contract';

const s = multisigWithdrawalStatus.members;

/**
 * Past spot (user id), cloud (1e9 + id) and payment orders (1.5e9 + sequence): a multisig wallet's
 * addresses never meet another wallet's, and stay below BIP32's first hardened index (2^31).
 */
const multisigDerivationOffset = 2_000_000_000;
export const multisigDerivationIndex = (walletId: number) => multisigDerivationOffset + walletId;

/** The ledger sub-account of one multisig wallet among the user's several (ledger/accounts.ts). */
export const walletSub = (walletId: number) => `ms:${walletId}`;

/** How long owners have to collect the signatures of a proposal before it expires and is voided. */
export const defaultProposalTtlMs = 24 * 3600 * 1000;

/** Open: the wallet's one withdrawal in flight (spec §8 50009 while one is). */
export const openStatuses: readonly MultisigWithdrawalStatus[] = [s.pendingSignature, s.signing, s.onChain];
/** Still collecting signatures. */
export const signableStatuses: readonly MultisigWithdrawalStatus[] = [s.pendingSignature, s.signing];

/**
 * The state machine of a multisig withdrawal (spec §4): signatures move it from pending signature
 * to signing, the M-th puts it on chain; the chain ends it in success or failed; expiry (not
 * enough signatures in time) fails it before it goes on chain.
 */
const allowed: Record<MultisigWithdrawalStatus, readonly MultisigWithdrawalStatus[]> = {
  [s.pendingSignature]: [s.signing, s.onChain, s.failed],
  [s.signing]: [s.signing, s.onChain, s.failed],
  [s.onChain]: [s.success, s.failed],
  [s.success]: [],
  [s.failed]: [],
};
export const canMove = (from: MultisigWithdrawalStatus, to: MultisigWithdrawalStatus) =>
  allowed[from].includes(to);

/** The status once `count` of `min` signatures are verified. */
export const statusForSignatures = (count: number, min: number): MultisigWithdrawalStatus =>
  count >= min ? s.onChain : count > 0 ? s.signing : s.pendingSignature;

/** The proposal's expiry as the typed message carries it: whole Unix seconds. */
export const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** The reservation ids of a proposal: its amount and its fee. */
export const reservationIds = (withdrawalId: number) => ({
  amount: `multisig:${withdrawalId}`,
  fee: `multisig:${withdrawalId}:fee`,
});

/** The dispatch id (the reference the chain sees) of a proposal that has its signatures. */
export const dispatchId = (withdrawalId: number) => `multisig-${withdrawalId}`;
export const withdrawalIdOf = (dispatch: string) => Number(dispatch.slice('multisig-'.length));

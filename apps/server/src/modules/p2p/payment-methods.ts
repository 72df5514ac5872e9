import {
  type EndpointParsedInput,
  type p2pEndpoints,
  p2pLimits,
  paymentFieldProblems,
  paymentMethodForms,
} from '@coffer/contract';
import { lockUser } from '../../ledger/flows/rolling-limit';
import { AppError } from '../../lib/app-error';
import { createP2pRepo } from './p2p.repo';
import type { P2pDeps } from './p2p.shared';
import { paymentMethodView } from './p2p-view';

type CreateInput = EndpointParsedInput<typeof p2pEndpoints.createPaymentMethod>;

/** Names compare without case and runs of spaces: "LI  Wei" is the KYC name "Li Wei". */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

export const paymentMethodForm = (channel: CreateInput['channel']) => [...paymentMethodForms[channel]];

/**
 * Adds a receiving method. Under the user's lock: at most 3 active (60032) and one per channel
 * (60026; the partial unique index backs it). The holder must be the KYC-verified owner.
 */
export async function createPaymentMethod(deps: P2pDeps, userId: number, input: CreateInput) {
  await deps.kyc.requireVerified(userId);
  await deps.hold.requireNoHold(userId);
  const fields = Object.fromEntries(Object.entries(input.fields).map(([k, v]) => [k, v.trim()]));
  const problems = paymentFieldProblems(input.channel, fields);
  if (problems.length > 0)
    throw new AppError('invalidInput', `Check these fields: ${problems.join(', ')}.`, null, {
      fields: problems,
    });
  return deps.db.transaction(async (tx) => {
    const repo = createP2pRepo(tx);
    await lockUser(tx, userId);
    const owner = await repo.party(userId);
    if (!owner || !sameName(owner.name, input.holderName))
      throw new AppError('invalidInput', 'The holder name must be the name you verified.', null, {
        fields: ['holderName'],
      });
    const active = await repo.activeMethods(userId);
    if (active.length >= p2pLimits.activePaymentMethodsMax) throw new AppError('paymentMethodLimitReached');
    if (active.some((m) => m.channel === input.channel)) throw new AppError('duplicatePaymentChannel');
    const at = deps.now();
    const row = await repo.insertMethod({
      userId,
      channel: input.channel,
      holderName: input.holderName.trim(),
      fields,
      active: true,
      createdAt: at,
      updatedAt: at,
    });
    return paymentMethodView(row);
  });
}

export async function listPaymentMethods(deps: Pick<P2pDeps, 'db'>, userId: number) {
  return (await createP2pRepo(deps.db).activeMethods(userId)).map(paymentMethodView);
}

/** Deletes one of the owner's methods (anyone else's, or none: 60020), not while an open order pays to it (60030). */
export async function deletePaymentMethod(deps: P2pDeps, userId: number, id: number) {
  return deps.db.transaction(async (tx) => {
    const repo = createP2pRepo(tx);
    await lockUser(tx, userId);
    const method = await repo.method(id);
    if (!method || method.userId !== userId || !method.active) throw new AppError('paymentInfoNotFound');
    if ((await repo.openOrdersPayingTo(id)) > 0)
      throw new AppError('paymentInfoClosed', 'An open order pays to this method; finish it first.');
    await repo.deactivateMethod(id, deps.now());
    return { id };
  });
}

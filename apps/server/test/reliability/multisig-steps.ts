import { type EndpointResult, endpoints, multisigWithdrawalStatus, walletType } from '@coffer/contract';
import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SandboxChain } from '../../src/adapters/chain/sandbox-chain';
import { multisigWithdrawals } from '../../src/db/schema';
import { userSubAccount } from '../../src/ledger/accounts';
import { createLedger } from '../../src/ledger/ledger';
import { Dec, toWire } from '../../src/lib/money';
import type { Modules } from '../../src/modules';
import { api } from '../api-client';
import { aUser } from '../builders';
import type { TestApp } from '../harness';
import { newOwner, signProposal } from '../multisig-helpers';
import type { Expected } from './model';
import { type ModelProposal, MultisigModel, msig } from './multisig-model';
import type { Op } from './ops';

const m = endpoints.multisig;
const s = multisigWithdrawalStatus.members;
type Proposal = EndpointResult<typeof m.propose>;
const outcome = (a: { error?: { code: number } }): Expected =>
  a.error ? { code: a.error.code } : { ok: true };
const payee = '0x000000000000000000000000000000000000dEaD';

/**
 * The model run's multisig steps over HTTP, on a verified user of its own with one 2-of-3 wallet
 * of keys made here: sandbox deposits to its ERC-20 address (scanned and credited), proposals,
 * owners' signatures (a stranger's, a repeat or one over another amount among them), and the
 * processor's passes after a wait (expiring proposals short of signatures, settling what the
 * chain confirmed). After each step the wallet's available and reserved USDT, and every
 * proposal's status, match the model.
 */
export async function multisigSteps(deps: {
  t: TestApp;
  money: Modules;
  chain: Pick<SandboxChain, 'deposit'>;
}) {
  const { t, money } = deps;
  const model = new MultisigModel();
  const user = await aUser().verified().create(t);
  const client = api(t).as(user);
  const owners = [newOwner(), newOwner(), newOwner(), newOwner()];
  const wallet = await client.call(m.createWallet, {
    name: 'Model run',
    minSignatures: msig.threshold,
    signingAddresses: owners.slice(0, msig.owners).map((o) => o.address),
  });
  const link = await client.call(m.createCoin, { walletId: wallet.id, coin: 'USDT', network: 'ERC20' });
  const messages = new Map<number, Proposal['typedData']['message']>();
  const account = userSubAccount(user.id, 'USDT', walletType.members.multisig, `ms:${wallet.id}`);
  const now = () => t.clock.now.getTime();
  const latest = () => model.proposals.at(-1);

  return {
    async deposit(op: Extract<Op, { kind: 'msigDeposit' }>) {
      await deps.chain.deposit({
        network: 'ERC20',
        coin: 'USDT',
        toAddress: link.address,
        amount: op.amount,
        now: t.clock.now,
      });
      t.clock.advance(10_000);
      const { credited } = await money.multisig.scan();
      expect(credited, 'the deposit is credited once confirmed').toBe(1);
      model.deposit(new Dec(op.amount));
    },
    async propose(op: Extract<Op, { kind: 'msigPropose' }>) {
      const expected = model.propose(new Dec(op.amount));
      const res = await client.send(m.propose, {
        walletId: wallet.id,
        coin: 'USDT',
        network: 'ERC20',
        address: payee,
        amount: op.amount,
      });
      const got = outcome(res);
      if (res.result) {
        messages.set(res.result.id, res.result.typedData.message);
        model.proposed({
          id: res.result.id,
          amount: new Dec(op.amount),
          expiresAt: Date.parse(res.result.expiresAt),
        });
      }
      return { got, expected };
    },
    /** The latest proposal signed by an owner (0–2) or a stranger (3), over it or over another amount. */
    async sign(op: Extract<Op, { kind: 'msigSign' }>) {
      const p = latest();
      const message = p && messages.get(p.id);
      if (!p || !message) return undefined;
      const signer = owners[op.signer] as (typeof owners)[number];
      const change = op.tampered ? { amount: new Dec(message.amount).plus(1).toFixed() } : {};
      const signature = await signProposal(signer, message, change);
      const expected = model.sign(p, op.signer, op.tampered, now());
      const got = outcome(await client.send(m.sign, { withdrawalId: p.id, signature }));
      return { got, expected };
    },
    /** Time passes (chain confirmations, or past the proposals' expiry), then the processor's pass. */
    async process(op: Extract<Op, { kind: 'msigProcess' }>) {
      t.clock.advance(op.ms);
      await money.multisigProcessor.run();
      const before = model.proposals.filter((p) => p.status === s.failed).length;
      model.expire(now());
      const expired = model.proposals.filter((p) => p.status === s.failed).length - before;
      // The chain confirms in its own time: what the processor found is read, then checked below.
      const onChain = model.proposals.filter((p) => p.status === s.onChain);
      for (const row of await statuses(onChain)) {
        const p = onChain.find((x) => x.id === row.id) as ModelProposal;
        if (row.status === s.success || row.status === s.failed) model.end(p, row.status === s.success);
      }
      const ended = onChain.filter((p) => p.status !== s.onChain);
      return { expired, sent: ended.filter((p) => p.status === s.success).length, failed: ended.length };
    },
    /** The wallet's balance and reservation, and each proposal's status, as the model says. */
    async expectMatches(where: string) {
      const b = await createLedger(t.db).balance(account);
      expect(
        { available: toWire(b.available), frozen: toWire(b.frozen) },
        `multisig wallet ${where}`,
      ).toEqual({
        available: toWire(model.available),
        frozen: toWire(model.frozen),
      });
      const stored = new Map((await statuses(model.proposals)).map((r) => [r.id, r.status]));
      for (const p of model.proposals)
        expect(stored.get(p.id), `multisig withdrawal ${p.id} ${where}`).toBe(p.status);
    },
  };

  async function statuses(ps: ModelProposal[]) {
    if (ps.length === 0) return [];
    return t.db
      .select({ id: multisigWithdrawals.id, status: multisigWithdrawals.status })
      .from(multisigWithdrawals)
      .where(
        inArray(
          multisigWithdrawals.id,
          ps.map((p) => p.id),
        ),
      );
  }
}

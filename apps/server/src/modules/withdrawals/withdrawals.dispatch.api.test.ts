import { endpoints, withdrawalStatus } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, balanceOf, btcAddress, testPin as pin, type TestUser } from '../../../test/builders';
import { useTestApp } from '../../../test/harness';
import type { ChainAdapter } from '../../adapters/chain/chain';
import { createSandboxChain } from '../../adapters/chain/sandbox-chain';
import { readOutbox } from '../../adapters/notifier/sandbox-notifier';
import { outboundDispatches, withdrawals } from '../../db/schema';
import { dispatchState } from '../../ledger/flows/outbound-dispatch';
import { buildModules } from '../../modules';

const wd = endpoints.withdrawals;
const s = withdrawalStatus.members;
const t = useTestApp();
let alice: TestUser;

/** The sandbox chain, slow to answer (so two processes overlap), counting the sends per reference. */
function countingChain(options: { failAfterSending?: Set<string> } = {}) {
  const inner = createSandboxChain(t.db);
  const sends = new Map<string, number>();
  const chain: ChainAdapter = {
    ...inner,
    async send(input) {
      sends.set(input.reference, (sends.get(input.reference) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const txId = await inner.send(input);
      // The transaction went out, but the answer is lost (a timeout, a dropped connection).
      if (options.failAfterSending?.delete(input.reference)) throw new Error('socket hang up');
      return txId;
    },
  };
  return { chain, sends };
}

const process = (chain: ChainAdapter) =>
  buildModules({ db: t.db, now: () => t.clock.now, chain, dispatchLog: () => {} }).withdrawalsProcessor;
const row = async (rid: string) => (await t.db.select().from(withdrawals).where(eq(withdrawals.rid, rid)))[0];
const dispatch = async (rid: string) =>
  (await t.db.select().from(outboundDispatches).where(eq(outboundDispatches.id, rid)))[0];

beforeAll(async () => {
  alice = await aUser()
    .verified()
    .fundPin(pin)
    .whitelisted('BTC', 'BTC', btcAddress)
    .funded('BTC', '10')
    .create(t);
});

/** A withdrawal applied for and confirmed with the code from the outbox: ready to go out. */
async function confirmedWithdrawal(amount: string): Promise<string> {
  const client = api(t).as(alice);
  const w = await client.call(wd.apply, {
    coin: 'BTC',
    network: 'BTC',
    address: btcAddress,
    amount,
    fundPassword: pin,
  });
  const [message] = await readOutbox(t.db, { to: alice.email ?? '', limit: 1 });
  const code = /is (\d{6})\./.exec(message?.body ?? '')?.[1] ?? '';
  const confirmed = await client.with({ query: { rid: w.rid } }).send(wd.confirm, { code });
  expect(confirmed.status).toBe(200);
  return w.rid;
}

it('two processors never send the same withdrawal', async () => {
  const rids = [await confirmedWithdrawal('0.1'), await confirmedWithdrawal('0.2')];
  const { chain, sends } = countingChain();
  await Promise.all([process(chain).run(), process(chain).run(), process(chain).run()]);
  expect(rids.map((rid) => sends.get(rid))).toEqual([1, 1]);
  for (const rid of rids) {
    expect(await row(rid)).toMatchObject({
      status: s.processing,
      txId: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await dispatch(rid)).toMatchObject({ state: dispatchState.sent, attempts: 1 });
  }
  // A confirmed withdrawal is claimed before it is sent: the user can no longer cancel it.
  expect((await api(t).as(alice).send(wd.cancel, { rid: rids[0] })).error).toMatchObject({ code: 60015 });
});

it('a send whose answer is lost stays unknown, then is asked about and never sent twice', async () => {
  const rid = await confirmedWithdrawal('0.3');
  const { chain, sends } = countingChain({ failAfterSending: new Set() });
  const lost = countingChain({ failAfterSending: new Set([rid]) });
  await process(lost.chain).run();
  expect(await dispatch(rid)).toMatchObject({ state: dispatchState.unknown, lastError: 'socket hang up' });
  // Neither failed nor released: the money may be on its way.
  expect(await row(rid)).toMatchObject({ status: s.processing, txId: null });
  expect((await balanceOf(t, alice, 'BTC')).frozen).not.toBe('0');
  // Another process, after the wait, asks the chain instead of sending again.
  await process(chain).run();
  expect(await dispatch(rid)).toMatchObject({ state: dispatchState.unknown });
  t.clock.advance(31_000);
  await process(chain).run();
  expect(lost.sends.get(rid)).toBe(1);
  expect(sends.get(rid)).toBeUndefined();
  expect(await dispatch(rid)).toMatchObject({ state: dispatchState.sent, attempts: 2 });
  expect((await row(rid))?.txId).toMatch(/^[0-9a-f]{64}$/);
});

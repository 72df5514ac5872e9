import { endpoints } from '@coffer/contract';
import { Dec } from '../../src/lib/money';
import type { TestApp } from '../harness';
import type { ConvertModel } from './convert-model';
import type { Expected } from './model';
import type { Op } from './ops';

type Call = { status: number; body: Record<string, unknown> };
const outcome = (res: Call): Expected =>
  res.body.success === true ? { ok: true } : { code: (res.body.error as { code: number }).code };

/** The model run's convert steps over HTTP: what the system answered and what the model expects. */
export function convertSteps(deps: {
  t: TestApp;
  model: ConvertModel;
  /** The reference prices in USD the app and the jobs read (the run moves BTC). */
  usd: Record<string, string>;
  headers: (user: number) => Promise<Record<string, string>>;
  runJobs: () => Promise<void>;
}) {
  const { t, model, usd } = deps;
  const reference = () => new Dec(usd.BTC ?? '0');
  const post = async (user: number, path: string, payload: Record<string, unknown>) =>
    (await t.call({ method: 'POST', url: path, headers: await deps.headers(user), payload })) as Call;

  return {
    async convert(op: Extract<Op, { kind: 'convert' }>) {
      const quoted = await post(op.user, endpoints.convert.quote.path, {
        symbol: 'BTC/USDT',
        side: op.side,
        fromAmount: op.amount,
      });
      const expected = model.convert(op.user, op.side, new Dec(op.amount), reference());
      if (quoted.body.success !== true) return { got: outcome(quoted), expected };
      const { quoteId } = quoted.body.result as { quoteId: string };
      const executed = await post(op.user, endpoints.convert.execute.path, {
        quoteId,
        fromAmount: op.amount,
      });
      return { got: outcome(executed), expected };
    },
    async place(op: Extract<Op, { kind: 'limitPlace' }>) {
      const limitPrice = reference()
        .times(new Dec(10_000 + op.offsetBps).div(10_000))
        .toDecimalPlaces(2, Dec.ROUND_DOWN);
      const res = await post(op.user, endpoints.convert.createLimitOrder.path, {
        symbol: 'BTC/USDT',
        side: op.side,
        fromAmount: op.amount,
        limitPrice: limitPrice.toFixed(),
      });
      const expected = model.place(op.user, op.side, new Dec(op.amount), limitPrice);
      const got = outcome(res);
      if ('ok' in got && 'ok' in expected) {
        const r = res.body.result as { orderId: string; status: number; expiresAt: string };
        model.placed({
          orderId: r.orderId,
          user: op.user,
          side: op.side,
          amount: new Dec(op.amount),
          limitPrice,
          status: r.status,
          expiresAt: new Date(r.expiresAt).getTime(),
        });
      }
      return { got, expected };
    },
    async cancel(op: Extract<Op, { kind: 'limitCancel' }>) {
      const o = model.limitOrders[op.index % Math.max(1, model.limitOrders.length)];
      if (!o) return undefined;
      const res = await post(o.user, endpoints.convert.cancelLimitOrder.path, { orderId: o.orderId });
      return { got: outcome(res), expected: model.cancel(o) };
    },
    async priceMove(op: Extract<Op, { kind: 'priceMove' }>) {
      usd.BTC = op.btc;
      await deps.runJobs();
      model.runJobs(t.clock.now.getTime(), reference());
    },
  };
}

import { Dec, toWire } from '../../lib/money';
import type { Caller } from '../../plugins/auth';
import { truncatedTo, type ValuationDeps, valuedHoldings } from './valued-holdings';

/** Each coin the caller holds, its value and its share of the total, largest first. */
export async function assetsDistribution(deps: ValuationDeps, caller: Caller, currencyInput?: string) {
  const { currency, decimals, rows } = await valuedHoldings(deps, caller, currencyInput);
  const byCoin = new Map<string, { amount: Dec; value: Dec }>();
  for (const r of rows) {
    const c = byCoin.get(r.asset) ?? { amount: new Dec(0), value: new Dec(0) };
    byCoin.set(r.asset, { amount: c.amount.plus(r.balance), value: c.value.plus(r.value) });
  }
  const total = rows.reduce((sum, r) => sum.plus(r.value), new Dec(0));
  const items = [...byCoin.entries()]
    .filter(([, c]) => c.amount.gt(0))
    .sort((a, b) => b[1].value.comparedTo(a[1].value))
    .map(([coin, c]) => ({
      coin,
      amount: toWire(c.amount),
      value: toWire(truncatedTo(c.value, decimals)),
      percent: toWire(total.gt(0) ? truncatedTo(c.value.div(total).times(100), 2) : new Dec(0)),
    }));
  return { currency, total: toWire(truncatedTo(total, decimals)), items };
}

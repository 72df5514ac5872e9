import { compareDecimals } from '../common/decimal';
import type { AcceptorConfigFields } from './acceptor.schemas';

/**
 * The deviation an acceptor may set, percent, both ends included: 0 (the reference price itself)
 * up to 20 (a price no user would take is a config that silently does nothing).
 */
export const acceptorDeviationBounds = { min: '0', max: '20' } as const;

export type AcceptorConfigProblem =
  | { field: 'buyMinQuantity' | 'sellMinQuantity'; problem: 'minAboveMax' }
  | { field: 'buyDeviation' | 'sellDeviation'; problem: 'deviationOutOfRange' };

/** Whether a deviation lies within `acceptorDeviationBounds`. */
export const deviationWithinBounds = (deviation: string) =>
  compareDecimals(deviation, acceptorDeviationBounds.min) >= 0 &&
  compareDecimals(deviation, acceptorDeviationBounds.max) <= 0;

/** Everything wrong with a config's numbers: each side's min ≤ max, each deviation within bounds. */
export function acceptorConfigProblems(c: AcceptorConfigFields): AcceptorConfigProblem[] {
  const problems: AcceptorConfigProblem[] = [];
  if (compareDecimals(c.buyMinQuantity, c.buyMaxQuantity) > 0)
    problems.push({ field: 'buyMinQuantity', problem: 'minAboveMax' });
  if (compareDecimals(c.sellMinQuantity, c.sellMaxQuantity) > 0)
    problems.push({ field: 'sellMinQuantity', problem: 'minAboveMax' });
  if (!deviationWithinBounds(c.buyDeviation))
    problems.push({ field: 'buyDeviation', problem: 'deviationOutOfRange' });
  if (!deviationWithinBounds(c.sellDeviation))
    problems.push({ field: 'sellDeviation', problem: 'deviationOutOfRange' });
  return problems;
}

/** A config's range of quantity on the user's side. */
export const acceptorQuantityRange = (
  c: Pick<AcceptorConfigFields, 'buyMinQuantity' | 'buyMaxQuantity' | 'sellMinQuantity' | 'sellMaxQuantity'>,
  side: 'buy' | 'sell',
) =>
  side === 'buy'
    ? { min: c.buyMinQuantity, max: c.buyMaxQuantity }
    : { min: c.sellMinQuantity, max: c.sellMaxQuantity };

/** A config's deviation on the user's side. */
export const acceptorDeviation = (
  c: Pick<AcceptorConfigFields, 'buyDeviation' | 'sellDeviation'>,
  side: 'buy' | 'sell',
) => (side === 'buy' ? c.buyDeviation : c.sellDeviation);

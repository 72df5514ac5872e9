import { addDecimals, compareDecimals } from './decimal';

/**
 * A limit over a rolling window (a day's withdrawals, a day's transfers): what was used in the
 * window plus this amount may not pass the maximum. The server checks it inside the movement's
 * transaction; the web app shows it.
 */
export const exceedsRollingMax = (q: { used: string; amount: string; max: string }): boolean =>
  compareDecimals(addDecimals(q.used, q.amount), q.max) > 0;

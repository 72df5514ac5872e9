import { Dec, toWire } from '../../../lib/money';

/** One sum the ledger query returns: a merchant's cloud-wallet moves of one reason, way and day. */
export interface CloudMovementSum {
  merchantUserId: number;
  /** The sub-merchant (user id) a payment order belonged to; 0 for the merchant's own moves and orders. */
  subMerchantId: number;
  asset: string;
  /** UTC day, `YYYY-MM-DD`. */
  day: string;
  reason: string;
  /** Into the cloud wallet or out of it. */
  way: 'in' | 'out';
  amount: string;
}

export type ReportColumn = 'receipt' | 'payment' | 'refund';

/**
 * Which ledger transfers make each column, by transfer reason and way: a receipt is a chain deposit
 * into the cloud wallet or a payment order's settlement (its net credit, after the channel fee); a
 * payment is a withdrawal from it; a refund a posted payment-order refund. Fees and moves between
 * the merchant's own wallets are not business and are left out.
 */
const columnOf: Record<'in' | 'out', Record<string, ReportColumn>> = {
  in: { deposit: 'receipt', payment: 'receipt' },
  out: { withdrawal: 'payment', refund: 'refund' },
};

/** The reasons the ledger query reads: everything `columnOf` names. */
export const reportReasons = [...new Set(Object.values(columnOf).flatMap((m) => Object.keys(m)))];

export function reportColumn(reason: string, way: 'in' | 'out'): ReportColumn | undefined {
  return columnOf[way][reason];
}

export interface DailyReportLine {
  merchantUserId: number;
  subMerchantId: number;
  currency: string;
  day: string;
  receiptAmount: string;
  paymentAmount: string;
  refundAmount: string;
}

/** The report's lines from the ledger's sums: one per merchant, sub-merchant, currency and day. Exact. */
export function aggregateDailyReport(sums: readonly CloudMovementSum[]): DailyReportLine[] {
  const lines = new Map<
    string,
    { key: Omit<DailyReportLine, `${ReportColumn}Amount`>; totals: Record<ReportColumn, Dec> }
  >();
  for (const s of sums) {
    const column = reportColumn(s.reason, s.way);
    if (!column) continue;
    const id = `${s.merchantUserId}|${s.subMerchantId}|${s.asset}|${s.day}`;
    let line = lines.get(id);
    if (!line) {
      line = {
        key: {
          merchantUserId: s.merchantUserId,
          subMerchantId: s.subMerchantId,
          currency: s.asset,
          day: s.day,
        },
        totals: { receipt: new Dec(0), payment: new Dec(0), refund: new Dec(0) },
      };
      lines.set(id, line);
    }
    line.totals[column] = line.totals[column].plus(s.amount);
  }
  return [...lines.values()].map(({ key, totals }) => ({
    ...key,
    receiptAmount: toWire(totals.receipt),
    paymentAmount: toWire(totals.payment),
    refundAmount: toWire(totals.refund),
  }));
}

const dayMs = 86_400_000;

/** The UTC day of an instant, `YYYY-MM-DD`. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Every UTC day from `from` to `to`, both included (at most `max`, the newest kept). */
export function daysBetween(from: string, to: string, max = 366): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const days: string[] = [];
  for (let t = Math.max(start, end - (max - 1) * dayMs); t <= end; t += dayMs) days.push(utcDay(new Date(t)));
  return days;
}

/** The day `n` days before `day`. */
export const dayBefore = (day: string, n: number): string =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - n * dayMs));

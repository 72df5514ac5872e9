/** Why money moved (DESIGN §4): stored on every transfer, shown in histories. */
export const transferReasons = [
  'deposit',
  'withdrawal',
  'withdrawalFee',
  'transfer',
  'convert',
  'otc',
  'payment',
  'p2p',
  'card',
  'earn',
  'fee',
  'refund',
  'adjustment',
  'reversal',
] as const;
export type TransferReason = (typeof transferReasons)[number];

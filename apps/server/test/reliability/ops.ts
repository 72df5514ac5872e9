import fc from 'fast-check';

/** One step of the model run. `user` is 0 or 1 (the run's two users); `index` picks a withdrawal. */
export type Op =
  | { kind: 'deposit'; user: number; coin: 'BTC' | 'USDT'; amount: string }
  | { kind: 'transfer'; user: number; coin: 'BTC' | 'USDT'; from: number; to: number; amount: string }
  | { kind: 'apply'; user: number; amount: string; pinRight: boolean }
  | { kind: 'replayApply'; index: number }
  | { kind: 'confirm'; index: number; codeRight: boolean }
  | { kind: 'cancel'; index: number }
  | { kind: 'approve'; index: number }
  | { kind: 'reject'; index: number }
  | { kind: 'chainFail'; index: number }
  | { kind: 'otcOrder'; user: number; side: 'buy' | 'sell'; quantity: string; quick: boolean }
  | { kind: 'otcAnswer'; index: number; accept: boolean }
  | { kind: 'process' }
  | { kind: 'wait'; ms: number }
  | { kind: 'convert'; user: number; side: 'buy' | 'sell'; amount: string }
  | { kind: 'limitPlace'; user: number; side: 'buy' | 'sell'; amount: string; offsetBps: number }
  | { kind: 'limitCancel'; index: number }
  | { kind: 'priceMove'; btc: string }
  // The run's merchant (user 3), in USDT: its cloud wallet, payment orders and refunds.
  | { kind: 'cloudDeposit'; amount: string }
  | { kind: 'cloudTransfer'; toSpot: boolean; amount: string }
  | { kind: 'payOrder'; amount: string; paid: string }
  | { kind: 'refundOrder'; index: number; percent: number; answerLost: boolean }
  | { kind: 'cloudApply'; amount: string; pinRight: boolean }
  // P2P against the run's dealer (user 4): orders on its USDT/USD ads and what follows them.
  | { kind: 'p2pPlace'; user: number; side: 'buy' | 'sell'; quantity: string }
  | { kind: 'p2pPaid'; index: number }
  | { kind: 'p2pRelease'; index: number }
  | { kind: 'p2pCancel'; index: number }
  | { kind: 'p2pAppeal'; index: number; byUser: boolean }
  | { kind: 'p2pRule'; index: number; release: boolean }
  // Card buys of USDT with USD by the run's users, on the sandbox processor's page.
  | {
      kind: 'cardBuy';
      user: number;
      amount: string;
      outcome: 'pay' | 'decline' | 'threeDs' | 'leave';
      notice: boolean;
      quick: boolean;
      reversed: boolean;
      /** Paid in euros (USD otherwise); a euro card payment may meet a price move over 2.5 %. */
      fiat: 'USD' | 'EUR';
      priceMoved: boolean;
    }
  | { kind: 'cardReplay'; index: number }
  | { kind: 'cardCancel'; index: number }
  // Earn by the run's users in the sequence's own products: subscribe, redeem, and the next UTC
  // day's jobs (interest paid, redemptions settled).
  | { kind: 'earnSubscribe'; user: number; product: 'flexible' | 'fixed7'; amount: string }
  | { kind: 'earnRedeem'; index: number; early: boolean }
  | { kind: 'earnAccrue'; days: number; minute: number }
  // Fiat cash of the run's three cash users (`user` 0–2 here; 0 and 1 open, 2 an applicant).
  | { kind: 'cashReview'; user: number; approve: boolean }
  | { kind: 'cashReconfirm'; user: number }
  | { kind: 'cashTopUp'; user: number; currency: 'EUR' | 'GBP'; amount: string }
  | {
      kind: 'cashPayIn';
      index: number;
      how: CashPayInHow;
      user: number;
      currency: 'EUR' | 'GBP';
      amount: string;
      delta: string;
      lowerCase: boolean;
    }
  | { kind: 'cashPayInAgain'; index: number }
  | { kind: 'cashDecide'; index: number; credit: boolean; toNamed: boolean; user: number }
  | {
      kind: 'cashWithdraw';
      user: number;
      currency: 'EUR' | 'GBP';
      amount: string;
      pinRight: boolean;
      foreignPayee: boolean;
    }
  | { kind: 'cashBank'; index: number; action: 'settle' | 'fail' | 'return' | 'redeliver' }
  // The run's multisig wallet (2 of 3, USDT on ERC-20): deposits, proposals, signatures, passes.
  | { kind: 'msigDeposit'; amount: string }
  | { kind: 'msigPropose'; amount: string }
  | { kind: 'msigSign'; signer: number; tampered: boolean }
  | { kind: 'msigProcess'; ms: number }
  // The global account of the cash users 0 and 1 (2 has none): pay-ins, the operator, moves.
  | {
      kind: 'globalPayIn';
      user: number;
      currency: GlobalCurrency;
      how: 'whitelisted' | 'othersPayer' | 'unknown' | 'mismatch';
      amount: string;
      /** A USD transfer by Fedwire (ACH otherwise). */
      fedwire: boolean;
      /** The currency a mismatched transfer arrives in (another than the details', or CHF). */
      paidIn: GlobalCurrency | 'CHF';
    }
  | { kind: 'globalPayInAgain'; index: number }
  | { kind: 'globalDecide'; index: number; release: boolean }
  | {
      kind: 'globalMove';
      user: number;
      toGlobal: boolean;
      currency: GlobalCurrency;
      /** Any amount, the source's whole available balance, more than it, or a decimal too many. */
      size: 'any' | 'whole' | 'over' | 'decimals';
      amount: string;
      staleFee: boolean;
      /** A fresh request id, none, or an earlier move's request sent again (`index` picks it). */
      request: 'fresh' | 'none' | 'repeat';
      index: number;
      /** Ask CalculateServiceFee first (the quote must be the contract's fee). */
      quote: boolean;
    };

type GlobalCurrency = 'EUR' | 'GBP' | 'USD';

/** How a bank transfer relates to the top-up it pays (or the standing reference it carries). */
export type CashPayInHow =
  | 'exact'
  | 'wrongAmount'
  | 'wrongCurrency'
  | 'stranger'
  | 'unknown'
  | 'standing'
  | 'standingStranger';

/** A decimal string: an integer of minor units shown with `decimals` places (trailing zeros cut). */
const units = (min: number, max: number, decimals: number) =>
  fc.integer({ min, max }).map((n) => {
    const s = String(n).padStart(decimals + 1, '0');
    const whole = s.slice(0, s.length - decimals);
    const frac = s.slice(s.length - decimals).replace(/0+$/, '');
    return frac ? `${whole}.${frac}` : whole;
  });

const user = fc.integer({ min: 0, max: 1 });
const index = fc.nat({ max: 1000 });
const coin = fc.constantFrom<'BTC' | 'USDT'>('BTC', 'USDT');
const wallet = fc.constantFrom(0, 1);

/**
 * BTC amounts around the limits: mostly 0.001–3 (some at or above the review threshold of 2), some
 * 3–10 (which reach the daily limit of 20 within a few withdrawals).
 */
const withdrawAmount = fc.oneof(
  { weight: 8, arbitrary: units(100_000, 300_000_000, 8) },
  { weight: 2, arbitrary: units(300_000_000, 1_000_000_000, 8) },
  { weight: 1, arbitrary: units(1, 99_999, 8) }, // below the minimum of 0.001
  { weight: 1, arbitrary: units(1_000_000_001, 1_200_000_000, 8) }, // above the maximum of 10
  { weight: 1, arbitrary: units(100_000, 300_000_000, 9) }, // up to 9 decimals: too many for BTC
);

/** Amounts in a coin's own decimals: BTC up to `btcMax` whole coins, USDT up to 1000 times that. */
const amountOf = (c: 'BTC' | 'USDT', btcMax: number) =>
  c === 'BTC' ? units(1, btcMax * 100_000_000, 8) : units(1, btcMax * 1000 * 1_000_000, 6);

// Some deposits fall below the minimum (BTC 0.0001, USDT 1) and are not credited.
const deposit = coin.chain((c) =>
  fc.record({ kind: fc.constant('deposit' as const), user, coin: fc.constant(c), amount: amountOf(c, 15) }),
);

// Mostly between the two wallets; one in ten to the same wallet (refused); one in ten with one
// decimal too many for the coin (refused).
const transfer = coin.chain((c) =>
  fc
    .record({
      user,
      from: wallet,
      same: fc.nat({ max: 9 }).map((n) => n === 0),
      amount: fc.oneof(
        { weight: 9, arbitrary: amountOf(c, 2) },
        {
          weight: 1,
          arbitrary: units(1, 100_000_000, c === 'BTC' ? 9 : 7).filter((a) => /\.\d{7,}$/.test(a)),
        },
      ),
    })
    .map(({ user, from, same, amount }) => ({
      kind: 'transfer' as const,
      user,
      coin: c,
      from,
      to: same ? from : 1 - from,
      amount,
    })),
);

/** What a convert pays: USDT when buying BTC (some below the minimum of 10), BTC when selling. */
const side = fc.constantFrom<'buy' | 'sell'>('buy', 'sell');
const convertAmount = (s: 'buy' | 'sell') =>
  s === 'buy'
    ? fc.oneof({ weight: 9, arbitrary: units(10_000_000, 3_000_000_000, 6) }, units(1, 9_999_999, 6))
    : fc.oneof({ weight: 9, arbitrary: units(10_000, 20_000_000, 8) }, units(1, 9_999, 8));
const convert = side.chain((s) =>
  fc.record({ kind: fc.constant('convert' as const), user, side: fc.constant(s), amount: convertAmount(s) }),
);
// A limit within ±3 % of the reference price: some fill on a later price move, some never do.
const limitPlace = side.chain((s) =>
  fc.record({
    kind: fc.constant('limitPlace' as const),
    user,
    side: fc.constant(s),
    amount: convertAmount(s),
    offsetBps: fc.integer({ min: -300, max: 300 }),
  }),
);

// Orders of 1–500 USDT paid exactly, under (half) or over (+10 %); refunds of a share of what is
// left, one in eight above it (refused).
const orderAmount = units(1_000_000, 500_000_000, 6);
const payOrder = fc
  .record({ amount: orderAmount, how: fc.constantFrom('exact', 'exact', 'under', 'over') })
  .map(({ amount, how }) => {
    const [whole, frac = ''] = amount.split('.');
    const micros = BigInt(`${whole}${frac.padEnd(6, '0')}`);
    const paidMicros = how === 'under' ? micros / 2n : how === 'over' ? micros + micros / 10n : micros;
    const p = paidMicros.toString().padStart(7, '0');
    const paid = `${p.slice(0, -6)}.${p.slice(-6)}`.replace(/\.?0+$/, '');
    return { kind: 'payOrder' as const, amount, paid };
  });
const merchantOps = [
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('cloudDeposit' as const), amount: amountOf('USDT', 1) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('cloudTransfer' as const),
      toSpot: fc.boolean(),
      amount: amountOf('USDT', 1),
    }),
  },
  { weight: 1, arbitrary: payOrder },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('refundOrder' as const),
      index,
      percent: fc.oneof(
        { weight: 7, arbitrary: fc.integer({ min: 1, max: 100 }) },
        fc.integer({ min: 101, max: 150 }),
      ),
      // One in four goes out on the chain but its answer is lost: it stays reserved until a
      // later pass of the refunds' job asks the chain.
      answerLost: fc.nat({ max: 3 }).map((n) => n === 0),
    }),
  },
  {
    weight: 2,
    // A withdrawal from the merchant's cloud wallet, on the merchant host.
    arbitrary: fc.record({
      kind: fc.constant('cloudApply' as const),
      amount: withdrawAmount,
      pinRight: fc.integer({ min: 0, max: 9 }).map((n) => n > 0),
    }),
  },
];

/**
 * P2P orders of 9–1000 USDT at 1.01 or 0.99 (10–1000 USD per order: some fall outside), one in ten
 * with a decimal too many for USDT; then marked paid, released, cancelled, appealed and ruled.
 */
const p2pOps = [
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('p2pPlace' as const),
      user,
      side,
      quantity: fc.oneof(
        { weight: 9, arbitrary: units(9_000_000, 1_000_000_000, 6) },
        { weight: 1, arbitrary: units(90_000_001, 1_000_000_000, 7).filter((q) => /\.\d{7}$/.test(q)) },
      ),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('p2pPaid' as const), index }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('p2pRelease' as const), index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('p2pCancel' as const), index }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('p2pAppeal' as const), index, byUser: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('p2pRule' as const), index, release: fc.boolean() }),
  },
];

/**
 * Card buys of 20–3,000 USD (some below 20, above 5,000 or with a third decimal), a card payment or
 * a quick buy, paid, declined, through 3-D Secure or left unpaid; the notice read one time in two;
 * one in three with the processor's notifications delivered last first; half in euros, half
 * of which meet a price move over 2.5 % before the payment (60501, then confirmed). Then notifications
 * delivered again, and cancellations.
 */
const cardOps = [
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('cardBuy' as const),
      user,
      amount: fc.oneof(
        { weight: 8, arbitrary: units(2_000, 300_000, 2) },
        { weight: 1, arbitrary: units(100, 1_999, 2) },
        { weight: 1, arbitrary: units(500_001, 520_000, 2) },
        { weight: 1, arbitrary: units(20_001, 300_000, 3).filter((a) => /\.\d{3}$/.test(a)) },
      ),
      outcome: fc.constantFrom<'pay' | 'decline' | 'threeDs' | 'leave'>('pay', 'decline', 'threeDs', 'leave'),
      notice: fc.boolean(),
      quick: fc.boolean(),
      reversed: fc.nat({ max: 2 }).map((n) => n === 0),
      fiat: fc.constantFrom<'USD' | 'EUR'>('USD', 'EUR'),
      priceMoved: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cardReplay' as const), index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cardCancel' as const), index }) },
];

/**
 * Earn: subscriptions of 9–2,500 USDT (some below the minimum of 10, some with a decimal too many;
 * a user's 3,000 and the quota's 5,000 are reached), redemptions early or not, and the clock moved
 * 1–3 UTC midnights on, to a minute of that day, before the jobs — some into 16:00–16:20, when a
 * redemption is refused.
 */
const earnOps = [
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('earnSubscribe' as const),
      user,
      product: fc.constantFrom<'flexible' | 'fixed7'>('flexible', 'fixed7'),
      amount: fc.oneof(
        { weight: 9, arbitrary: units(9_000_000, 2_500_000_000, 6) },
        { weight: 1, arbitrary: units(10_000_001, 100_000_000, 7).filter((a) => /\.\d{7}$/.test(a)) },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('earnRedeem' as const), index, early: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('earnAccrue' as const),
      days: fc.integer({ min: 1, max: 3 }),
      minute: fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 1, max: 15 * 60 }) },
        { weight: 1, arbitrary: fc.integer({ min: 16 * 60, max: 16 * 60 + 25 }) },
      ),
    }),
  },
];

/**
 * Fiat cash: top-ups of 10–5,000 (some up to 60,000, so the daily withdrawal maximum of 100,000 is
 * reachable; one in ten with a third decimal, refused), transfers that match or not, the operator's
 * decisions, withdrawals of 10–2,000 (some to 50,000, below the minimum, above the maximum or with a
 * third decimal; one in six ending in .66, which the bank refuses, or .13, whose answer it loses),
 * and the bank's settlements, failures, returns and repeated notifications.
 */
const cashUser = fc.integer({ min: 0, max: 2 });
const cashCurrency = fc.constantFrom<'EUR' | 'GBP'>('EUR', 'GBP');
const cashOps = [
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('cashReview' as const), user: cashUser, approve: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cashReconfirm' as const), user: cashUser }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cashTopUp' as const),
      user: cashUser,
      currency: cashCurrency,
      amount: fc.oneof(
        { weight: 8, arbitrary: units(1_000, 500_000, 2) },
        { weight: 1, arbitrary: units(5_000_000, 6_000_000, 2) },
        { weight: 1, arbitrary: units(10_001, 500_000, 3).filter((a) => /\.\d{3}$/.test(a)) },
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('cashPayIn' as const),
      index,
      how: fc.constantFrom<CashPayInHow>(
        'exact',
        'exact',
        'exact',
        'wrongAmount',
        'wrongCurrency',
        'stranger',
        'unknown',
        'standing',
        'standingStranger',
      ),
      user: cashUser,
      currency: cashCurrency,
      amount: units(1_000, 300_000, 2),
      delta: fc.constantFrom('-1', '0.01', '5'),
      lowerCase: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cashPayInAgain' as const), index }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('cashDecide' as const),
      index,
      credit: fc.nat({ max: 3 }).map((n) => n > 0),
      toNamed: fc.nat({ max: 3 }).map((n) => n > 0),
      user: cashUser,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('cashWithdraw' as const),
      // Mostly the two open accounts; the applicant's are refused until the operator opens it.
      user: fc.constantFrom(0, 0, 1, 1, 2),
      currency: cashCurrency,
      amount: fc
        .tuple(
          fc.oneof(
            { weight: 8, arbitrary: units(1_000, 200_000, 2) },
            { weight: 1, arbitrary: units(2_000_000, 5_000_000, 2) },
            { weight: 1, arbitrary: units(1, 999, 2) },
            { weight: 1, arbitrary: units(5_000_001, 6_000_000, 2) },
            { weight: 1, arbitrary: units(10_001, 200_000, 3).filter((a) => /\.\d{3}$/.test(a)) },
          ),
          fc.constantFrom('', '', '', '', '.66', '.13'),
        )
        .map(([a, cents]) => (cents ? `${a.split('.')[0]}${cents}` : a)),
      pinRight: fc.integer({ min: 0, max: 9 }).map((n) => n > 0),
      foreignPayee: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('cashBank' as const),
      index,
      action: fc.constantFrom<'settle' | 'fail' | 'return' | 'redeliver'>(
        'settle',
        'settle',
        'settle',
        'fail',
        'return',
        'redeliver',
      ),
    }),
  },
];

/**
 * Multisig: deposits of 1–2,000 USDT; proposals of 10–1,500 (some below the minimum of 10);
 * signatures by an owner, now and then a stranger's or one over another amount; the processor's
 * pass after seconds (the chain's confirmations) or, now and then, past the proposals' expiry.
 */
const multisigOps = [
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('msigDeposit' as const), amount: units(100, 200_000, 2) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('msigPropose' as const),
      amount: fc.oneof(
        { weight: 6, arbitrary: units(1_000, 150_000, 2) },
        { weight: 1, arbitrary: units(1, 999, 2) },
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('msigSign' as const),
      signer: fc.oneof(
        { weight: 8, arbitrary: fc.integer({ min: 0, max: 2 }) },
        { weight: 1, arbitrary: fc.constant(3) },
      ),
      tampered: fc.nat({ max: 8 }).map((n) => n === 0),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('msigProcess' as const),
      ms: fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 1000, max: 60_000 }) },
        { weight: 1, arbitrary: fc.integer({ min: 25 * 60_000, max: 40 * 60_000 }) },
      ),
    }),
  },
];

/**
 * The global account: transfers of 1–5,000 (one in eight under 1, below the pay-in fee) to a user's
 * details from their whitelisted payer (most), the other user's, an unknown one, or in another
 * currency; the same notification again; the operator's decisions; moves of 10–1,000 (some of
 * 5–3,000: below the minimum of 10 or above what the cash account holds), the whole balance, more than it, or with a decimal too many; one in eight
 * with a stale fee; mostly a request id, now and then an earlier request again.
 */
const globalCurrency = fc.constantFrom<GlobalCurrency>('EUR', 'GBP', 'USD');
const globalOps = [
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('globalPayIn' as const),
      user,
      currency: globalCurrency,
      how: fc.constantFrom<'whitelisted' | 'othersPayer' | 'unknown' | 'mismatch'>(
        'whitelisted',
        'whitelisted',
        'whitelisted',
        'othersPayer',
        'unknown',
        'mismatch',
      ),
      amount: fc.oneof({ weight: 7, arbitrary: units(100, 500_000, 2) }, units(1, 99, 2)),
      fedwire: fc.boolean(),
      paidIn: fc.constantFrom<GlobalCurrency | 'CHF'>('EUR', 'GBP', 'USD', 'CHF'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('globalPayInAgain' as const), index }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('globalDecide' as const), index, release: fc.boolean() }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('globalMove' as const),
      // Mostly the two open accounts; the applicant has no global account (60006).
      user: fc.constantFrom(0, 0, 0, 1, 1, 1, 2),
      toGlobal: fc.boolean(),
      currency: globalCurrency,
      size: fc.constantFrom<'any' | 'whole' | 'over' | 'decimals'>(
        'any',
        'any',
        'any',
        'whole',
        'over',
        'decimals',
      ),
      amount: fc.oneof({ weight: 3, arbitrary: units(1_000, 100_000, 2) }, units(500, 300_000, 2)),
      staleFee: fc.nat({ max: 7 }).map((n) => n === 0),
      request: fc.constantFrom<'fresh' | 'none' | 'repeat'>('fresh', 'fresh', 'fresh', 'none', 'repeat'),
      index,
      quote: fc.nat({ max: 3 }).map((n) => n === 0),
    }),
  },
];

export const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  ...merchantOps,
  ...p2pOps,
  { weight: 2, arbitrary: convert },
  { weight: 2, arbitrary: limitPlace },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('limitCancel' as const), index }) },
  {
    weight: 1,
    // BTC between 62,000 and 66,500 USD, in cents, after which the convert jobs run.
    arbitrary: fc.record({ kind: fc.constant('priceMove' as const), btc: units(6_200_000, 6_650_000, 2) }),
  },
  { weight: 3, arbitrary: deposit },
  { weight: 3, arbitrary: transfer },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('apply' as const),
      user,
      amount: withdrawAmount,
      pinRight: fc.integer({ min: 0, max: 9 }).map((n) => n > 0),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replayApply' as const), index }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('confirm' as const),
      index,
      codeRight: fc.integer({ min: 0, max: 9 }).map((n) => n > 1),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), index }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('approve' as const), index }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reject' as const), index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('chainFail' as const), index }) },
  {
    weight: 3,
    // OTC against the run's acceptor (desk 0.001–5 BTC): mostly within, some below, above or with
    // one decimal too many.
    arbitrary: fc.record({
      kind: fc.constant('otcOrder' as const),
      user,
      side: fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
      quantity: fc.oneof(
        { weight: 8, arbitrary: units(100_000, 100_000_000, 8) },
        { weight: 1, arbitrary: units(1, 99_999, 8) },
        { weight: 1, arbitrary: units(500_000_001, 600_000_000, 8) },
        { weight: 1, arbitrary: units(100_000, 100_000_000, 9) },
      ),
      quick: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('otcAnswer' as const), index, accept: fc.boolean() }),
  },
  { weight: 3, arbitrary: fc.constant({ kind: 'process' as const }) },
  {
    weight: 1,
    // Mostly seconds (chain confirmations), sometimes past the code's 10 minutes or the 30 of expiry.
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      ms: fc.oneof(fc.integer({ min: 1000, max: 20_000 }), fc.integer({ min: 60_000, max: 40 * 60_000 })),
    }),
  },
  ...cardOps,
  ...earnOps,
  ...cashOps,
  ...multisigOps,
  ...globalOps,
);

export const opsArbitrary = (steps: number) => fc.array(opArbitrary, { minLength: steps, maxLength: steps });

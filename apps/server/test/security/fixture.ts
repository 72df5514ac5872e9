import {
  type ApiKeyPermission,
  accountType,
  type Endpoint,
  endpoints,
  type Host,
  hostPrefixes,
  savingsAgreement,
  walletType,
} from '@coffer/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { readOutbox } from '../../src/adapters/notifier/sandbox-notifier';
import {
  acceptorConfigs,
  apiKeys,
  cashAccounts,
  cashOrders,
  cashPayees,
  globalAttachments,
  globalPayWhitelist,
  otcPairs,
  p2pPaymentMethods,
  sessions,
  uploads,
  userCoinAddresses,
} from '../../src/db/schema';
import { toAppError } from '../../src/plugins/error-handler';
import { api, authOf, resultOf, signedHeaders } from '../api-client';
import { aUser, btcAddress, fund, type TestUser, testPin } from '../builders';
import { securityCode } from '../codes';
import { stockMarketMaker } from '../convert-helpers';
import { startTestApp, type TestApp } from '../harness';
import { bMultisigRecords } from '../multisig-helpers';
import { aDealer } from '../p2p-helpers';

/**
 * The people and records the security suite works with: two verified personal users (A and B) with
 * money, fund PINs and whitelisted addresses, a merchant, B's withdrawal, address-book entry and a
 * QR ticket B has scanned, B's uploaded file, session and API key, and a user K whose API key has
 * only the withdraw permission. Errors the app could not map to the catalogue are collected.
 */
export const pin = testPin;
export { btcAddress };

export type SecurityFixture = Awaited<ReturnType<typeof createSecurityFixture>>;
type User = TestUser;

export async function createSecurityFixture() {
  const unhandled: unknown[] = [];
  const t: TestApp = await startTestApp(
    {},
    {
      beforeReady: (app: FastifyInstance) => {
        app.addHook('onError', async (_request, _reply, error) => {
          if (!toAppError(error)) unhandled.push(error);
        });
      },
    },
  );
  const person = () =>
    aUser()
      .verified()
      .fundPin(pin)
      .funded('BTC', '10')
      .funded('USDT', '1000')
      .whitelisted('BTC', 'BTC')
      .create(t);
  const a = await person();
  const b = await person();
  const merchant = await aUser().verified().accountType(accountType.members.merchant).fundPin(pin).create(t);
  /** The raw headers of a user (the authz matrix calls raw paths). */
  const headersOf = (user: User) => authOf(t, user);
  const asB = api(t).as(b);

  const path = (host: Host, p: string) => `${hostPrefixes[host]}${p}`;
  const applied = await asB.send(endpoints.withdrawals.apply, {
    coin: 'BTC',
    network: 'BTC',
    address: btcAddress,
    amount: '0.01',
    fundPassword: pin,
  });
  const bWithdrawalRid = applied.result?.rid;
  const [message] = await readOutbox(t.db, { to: b.email ?? '', limit: 1 });
  const bWithdrawalCode = /is (\d{6})\./.exec(message?.body ?? '')?.[1] ?? '';
  const [bAddress] = await t.db.select().from(userCoinAddresses).where(eq(userCoinAddresses.userId, b.id));
  const bQrTicket = resultOf(await api(t).send(endpoints.auth.qrLoginGenerate, {})).ticket;
  const scanned = await asB.send(endpoints.auth.qrLoginScan, { ticket: bQrTicket });
  if (!bWithdrawalRid || !bWithdrawalCode || !bAddress || !scanned.body.success)
    throw new Error(`security fixture incomplete: ${JSON.stringify(scanned.body)}`);

  // B's upload (the row is enough: the owner check comes before the bytes are read), and B's API key
  // (only its id matters to another user's update and delete).
  const bFileId = `fx-file-${b.id}`;
  await t.db.insert(uploads).values({
    id: bFileId,
    sha256: '0'.repeat(64),
    contentType: 'image/png',
    size: 1,
    purpose: 'kycIdPhoto',
    ownerUserId: b.id,
    createdAt: t.clock.now,
  });
  const [bKey] = await t.db
    .insert(apiKeys)
    .values({
      userId: b.id,
      accessKey: `fx-key-${b.id}`,
      secretSealed: 'not-a-sealed-secret',
      remark: 'B',
      permissions: ['read'],
      createdAt: t.clock.now,
      updatedAt: t.clock.now,
    })
    .returning({ id: apiKeys.id });
  const bSessionId = `test-session-${b.id}`;

  // B's convert order, and a quote of B's (another user's call is refused before its expiry matters).
  await stockMarketMaker(t.db, 'BTC', '1');
  await fund(t.db, b, 'USDT', '100', walletType.members.flashExchange);
  const bQuote = async () => {
    const quoted = await asB.send(endpoints.convert.quote, {
      symbol: 'BTC/USDT',
      side: 'buy',
      fromAmount: '20',
    });
    const quoteId = quoted.result?.quoteId;
    if (!quoteId) throw new Error(`security fixture: no convert quote: ${JSON.stringify(quoted.body)}`);
    return { quoteId, fromAmount: '20' };
  };
  const executed = await asB.send(endpoints.convert.execute, await bQuote());
  const bConvertOrderId = executed.result?.orderId;
  const bConvertQuote = await bQuote();
  if (!bConvertOrderId)
    throw new Error(`security fixture: no convert order: ${JSON.stringify(executed.body)}`);
  // B's limit order, in progress (far below the price: it never fills here).
  const placed = await t.call({
    method: 'POST',
    url: endpoints.convert.createLimitOrder.path,
    headers: await headersOf(b),
    payload: { symbol: 'BTC/USDT', side: 'buy', fromAmount: '20', limitPrice: '1000' },
  });
  const bLimitOrderId = (placed.body.result as { orderId?: string } | null)?.orderId;
  if (!bLimitOrderId) throw new Error(`security fixture: no limit order: ${JSON.stringify(placed.body)}`);

  // An acceptor's desk on BTC/USDT, and B's OTC order and a live OTC quote of B's against it.
  const acceptor = await aUser().accountType(accountType.members.acceptor).create(t);
  await fund(t.db, acceptor, 'BTC', '1');
  await fund(t.db, b, 'USDT', '1000');
  const [btcUsdt] = await t.db.select().from(otcPairs).where(eq(otcPairs.symbol, 'BTC/USDT'));
  if (!btcUsdt) throw new Error('security fixture: no OTC pair BTC/USDT');
  await t.db.insert(acceptorConfigs).values({
    acceptorId: acceptor.id,
    pairId: btcUsdt.id,
    buyMinQuantity: '0.001',
    buyMaxQuantity: '1',
    sellMinQuantity: '0.001',
    sellMaxQuantity: '1',
    buyDeviation: '1',
    sellDeviation: '1',
    status: 0,
    createdAt: t.clock.now,
    updatedAt: t.clock.now,
  });
  const bOtcQuote = async () => {
    const query = new URLSearchParams({ symbol: 'BTC/USDT', side: 'buy', quantity: '0.001' });
    const quoted = await t.call({
      method: 'GET',
      url: `${endpoints.otc.getQuote.path}?${query}`,
      headers: await headersOf(b),
    });
    const quoteId = (quoted.body.result as { quoteId?: string } | null)?.quoteId;
    if (!quoteId) throw new Error(`security fixture: no OTC quote: ${JSON.stringify(quoted.body)}`);
    return { quoteId, quantity: '0.001' };
  };
  const otcPlaced = await t.call({
    method: 'POST',
    url: endpoints.otc.createOrder.path,
    headers: await headersOf(b),
    payload: await bOtcQuote(),
  });
  const bOtcOrderId = (otcPlaced.body.result as { orderId?: string } | null)?.orderId;
  if (!bOtcOrderId) throw new Error(`security fixture: no OTC order: ${JSON.stringify(otcPlaced.body)}`);
  const bOtcQuoteLive = await bOtcQuote();

  // P2P: a dealer's method, and B's paid buy under appeal (A must never reach them).
  const p2pDealer = await aDealer(t);
  const [dealerMethod] = await t.db
    .select()
    .from(p2pPaymentMethods)
    .where(eq(p2pPaymentMethods.userId, p2pDealer.id));
  const bP2pOrder = await asB.call(endpoints.p2p.userBuyCoin, {
    adId: p2pDealer.buyAd.id,
    quantity: '20',
    channel: 1,
    requestId: 'security-fixture-b',
  });
  await asB.call(endpoints.p2p.userBuyCoinConfirmPayment, { orderId: bP2pOrder.orderId });
  const bP2pAppeal = await asB.call(endpoints.p2p.userAppeal, {
    orderId: bP2pOrder.orderId,
    reason: 0,
    remark: 'Paid but nothing released.',
  });
  const p2p = {
    orderId: bP2pOrder.orderId,
    appealId: bP2pAppeal.appealId,
    sellAdId: p2pDealer.sellAd.id,
    dealerMethodId: dealerMethod?.id ?? 0,
  };

  // K: a real key (made through the API, so its secret is sealed as the server seals it) that has
  // only the withdraw permission.
  const k = await aUser().verified().fundPin(pin).create(t);
  const emailCode = await securityCode(t, k, 'email', k.email ?? '');
  const created = await api(t)
    .as(k)
    .send(endpoints.apiKeys.create, { remark: 'withdraw only', permissions: ['withdraw'], emailCode });
  const kKey = created.result;
  if (!kKey?.secretKey || !bKey)
    throw new Error(`security fixture: no API key: ${JSON.stringify(created.body)}`);
  // R: a key with only the read permission — every key reads (trade and withdraw include read), so
  // R is the key that lacks withdraw, and K the one that lacks trade.
  const r = await aUser().verified().create(t);
  const rCode = await securityCode(t, r, 'email', r.email ?? '');
  const rKey = (
    await api(t)
      .as(r)
      .send(endpoints.apiKeys.create, { remark: 'read only', permissions: ['read'], emailCode: rCode })
  ).result;
  if (!rKey?.secretKey) throw new Error('security fixture: no read-only API key');
  /**
   * A correctly signed request with a key that lacks `permission` (K's for trade, R's for withdraw;
   * undefined for read, which every key has). The clock moves: a signature is accepted once.
   */
  const keyHeadersWithout = (permission: ApiKeyPermission | undefined) => {
    const key = permission === 'read' ? undefined : permission === 'withdraw' ? rKey : kKey;
    if (!key) return undefined;
    return (method: string, url: string, body = '') => {
      t.clock.advance(1);
      return signedHeaders(t, key, method, url, body);
    };
  };

  // B's card quote (unused) and card order waiting for its payment.
  const cardBuy = { coin: 'USDT', fiatCurrency: 'USD', fiatAmount: '100' };
  const cardQuoteOfB = async () => (await asB.send(endpoints.card.getQuote, cardBuy)).result?.quoteId ?? '';
  const bCardStarted = await asB.send(endpoints.card.sendPayment, {
    quoteId: await cardQuoteOfB(),
    requestId: 'fixture-card-0001',
    noticeAccepted: true,
  });
  const bCardOrderId = bCardStarted.result?.order.orderId;
  if (!bCardOrderId) throw new Error(`security fixture: no card order: ${JSON.stringify(bCardStarted.body)}`);
  const bCardQuoteId = await cardQuoteOfB();
  // B's earn position (a flexible USDT subscription from B's investment wallet).
  await fund(t.db, b, 'USDT', '100', walletType.members.investment);
  const asBContent = asB.on('content');
  resultOf(
    await asBContent.send(endpoints.earn.createUser, {
      agreementVersion: savingsAgreement.version,
      agreed: true,
    }),
  );
  const bEarnPositionId = resultOf(
    await asBContent.send(endpoints.earn.createDeposit, { productId: 1, amount: '100' }),
  ).positionId;

  /** A token whose session was revoked (signed out): 50001. */
  const revoked = await aUser().verified().create(t);
  const revokedHeaders = await headersOf(revoked);
  await t.db
    .update(sessions)
    .set({ revokedAt: t.clock.now, revokedReason: 'logout' })
    .where(eq(sessions.userId, revoked.id));

  // Fiat cash: A and B with open accounts; B's beneficiary and top-up order for A to reach for.
  const at = t.clock.now;
  for (const u of [a, b])
    await t.db.insert(cashAccounts).values({
      userId: u.id,
      purpose: 'fixture',
      reference: `CUFX${u.id}`,
      openedAt: at,
      createdAt: at,
      updatedAt: at,
    });
  const [bPayee] = await t.db
    .insert(cashPayees)
    .values({
      userId: b.id,
      own: false,
      channel: 'sepa',
      currency: 'EUR',
      country: 'DE',
      friendlyName: 'B payee',
      firstName: 'Hans',
      lastName: 'Meier',
      fields: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      usableFrom: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  const bCashOrderId = 'fixturecashorderb01';
  await t.db.insert(cashOrders).values({
    id: bCashOrderId,
    userId: b.id,
    recordType: 0,
    currency: 'EUR',
    amount: '10',
    fee: '0',
    status: 6,
    reference: 'CTFIXTUREB',
    createdAt: at,
    updatedAt: at,
  });

  // The global account: a payer B whitelisted and a document B filed (their ids are what A reaches for).
  const [bWhitelist] = await t.db
    .insert(globalPayWhitelist)
    .values({
      userId: b.id,
      currency: 'EUR',
      paymentType: 'sepa',
      country: 'DE',
      holderName: 'Hans Meier',
      friendlyName: 'B payer',
      fields: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      payerKey: 'iban:DE89370400440532013000',
      usableFrom: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  const [bAttachment] = await t.db
    .insert(globalAttachments)
    .values({ userId: b.id, channel: 'personal', fieldKey: 'proofOfAddress', fileId: bFileId, createdAt: at })
    .returning();

  return {
    t,
    a,
    b,
    merchant,
    unhandled,
    headersOf,
    path,
    revokedHeaders,
    bWithdrawal: { rid: bWithdrawalRid, code: bWithdrawalCode },
    bAddressId: bAddress.id,
    bQrTicket,
    bFileId,
    bSessionId,
    bApiKeyId: bKey.id,
    bConvertQuote,
    bConvertOrderId,
    bLimitOrderId,
    bOtcQuote: bOtcQuoteLive,
    bOtcOrderId,
    keyHeadersWithout,
    p2p,
    bCashPayeeId: bPayee?.id ?? 0,
    bCashOrderId,
    bGlobalWhitelistId: bWhitelist?.id ?? 0,
    bGlobalAttachmentId: bAttachment?.id ?? 0,
    bCardQuoteId,
    bCardOrderId,
    bEarnPositionId,
    ...(await bMultisigRecords(t, b)),
  };
}

/** The fixture of this file, created before its tests and closed (ledger checked) after them. */
export function useSecurityFixture(): SecurityFixture {
  const fx = {} as SecurityFixture;
  beforeAll(async () => {
    Object.assign(fx, await createSecurityFixture());
  });
  afterAll(() => fx.t.close());
  return fx;
}

/** Every endpoint of the contract, keyed `<group>.<name>`: the rows of the matrix and of the fuzzer. */
export const endpointTable = Object.entries(endpoints).flatMap(([group, calls]) =>
  Object.entries(calls as Record<string, Endpoint>).map(([name, endpoint]) => ({
    key: `${group}.${name}`,
    endpoint,
  })),
);

import { Writable } from 'node:stream';
import { endpoints } from '@coffer/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, type TestUser } from '../../../test/builders';
import { payWithCard, postProcessorForm } from '../../../test/card-helpers';
import { stockMarketMaker } from '../../../test/convert-helpers';
import { useTestApp } from '../../../test/harness';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});
const t = useTestApp({ logLevel: 'debug', logStream });
const e = endpoints.card;
const cards = ['4242424242424242', '4000000000003220', '4000000000009995'];
const cvc = '737';
let alice: TestUser;

beforeAll(async () => {
  alice = await aUser().verified().create(t);
  await stockMarketMaker(t.db, 'USDT', '10000');
});

/** Every row of every table of the public schema, as JSON text: the database dump a test can grep. */
async function databaseDump(): Promise<string> {
  const tables = await t.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const names = (tables as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
  const parts: string[] = [];
  for (const name of names) {
    const rows = await t.db.execute(sql`select row_to_json(x)::text as j from ${sql.identifier(name)} x`);
    parts.push(...(rows as unknown as { rows: { j: string }[] }).rows.map((r) => r.j));
  }
  return parts.join('\n');
}

describe('card data never touches Coffer', () => {
  it('is in no API answer, no database row and no log line after paid, 3-D Secure and declined buys', async () => {
    const answers: string[] = [];
    for (const number of cards) {
      const quote = await api(t)
        .as(alice)
        .call(e.getQuote, { coin: 'USDT', fiatCurrency: 'USD', fiatAmount: '100' });
      const started = await api(t)
        .as(alice)
        .call(e.sendPayment, {
          quoteId: quote.quoteId,
          requestId: `data-${number.slice(-4)}-${cards.indexOf(number)}`,
          noticeAccepted: true,
        });
      const page = await payWithCard(t, started.paymentUrl, number, cvc);
      answers.push(page.body, JSON.stringify(page.headers));
      if (number === '4000000000003220')
        answers.push(
          (await postProcessorForm(t, `${started.paymentUrl}/challenge`, { code: '123456' })).body,
        );
      answers.push(
        JSON.stringify(await api(t).as(alice).call(e.getOrder, { orderId: started.order.orderId })),
      );
    }
    answers.push(JSON.stringify(await api(t).as(alice).call(e.getOrderList, {})));
    const dump = await databaseDump();
    const logs = logLines.join('');
    expect(dump).toContain('"card_last4":"4242"');
    expect(logs.length).toBeGreaterThan(0);
    for (const number of cards) {
      for (const [where, text] of [
        ['answers', answers.join('\n')],
        ['database', dump],
        ['logs', logs],
      ] as const)
        expect({ where, found: text.includes(number) || text.includes(number.slice(0, 12)) }).toEqual({
          where,
          found: false,
        });
    }
    expect(dump.includes(`"${cvc}"`)).toBe(false);
    // As a number of its own: three digits turn up by chance inside longer ones (a response time, a port).
    expect(new RegExp(`(^|[^0-9.])${cvc}([^0-9.]|$)`).test(logs)).toBe(false);
  });
});

import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { endpoints, englishErrorMessages } from '@coffer/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { authOf } from '../../test/api-client';
import { aUser } from '../../test/builders';
import { useTestApp } from '../../test/harness';

/**
 * Bodies over a size limit, sent over a real socket as a browser or fetch sends them (inject()
 * never has a half-sent body): the sender reads a 413 in its host's envelope instead of a broken pipe.
 */
const tenMegabytes = 10 * 1024 * 1024;
const run = promisify(execFile);

const t = useTestApp();
let origin = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

const bigJson = JSON.stringify({ coin: 'USDT', note: 'a'.repeat(tenMegabytes) });
const tooLarge = englishErrorMessages.payloadTooLarge;

/**
 * fetch in a process of its own (as a browser is), posting a 10 MB JSON body `times` times; answers
 * each outcome: the status, or the socket error that lost the answer. A server that answers and
 * closes while the body is still arriving resets the connection on the unread data, and fetch
 * then fails with EPIPE or ECONNRESET instead of showing the 413 (about half the time).
 */
async function fetchFromAnotherProcess(url: string, times: number): Promise<string[]> {
  const script = `
    const body = JSON.stringify({ note: 'a'.repeat(${tenMegabytes}) });
    const out = [];
    for (let i = 0; i < ${times}; i++) {
      try {
        const res = await fetch(${JSON.stringify(url)}, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        out.push(String(res.status));
        await res.text();
      } catch (error) {
        out.push(error.cause?.code ?? error.message);
      }
    }
    process.stdout.write(JSON.stringify(out));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
  return JSON.parse(stdout) as string[];
}

describe('a body over the limit', () => {
  it('is read to its end before the 413 goes out, so the sender always sees the answer', async () => {
    const outcomes = await fetchFromAnotherProcess(`${origin}${endpoints.transfers.transfer.path}`, 8);
    expect(outcomes).toEqual(Array(8).fill('413'));
  });

  it('a 10 MB JSON body gets 413 in the envelope, on every API host', async () => {
    const cases = [
      { url: endpoints.transfers.transfer.path, host: 'base' },
      { url: `/m${endpoints.auth.getAccountInfo.path}`, host: 'merchant' },
      { url: '/c/api/ContactUs/AddContactUs', host: 'content' },
    ];
    for (const c of cases) {
      const res = await fetch(`${origin}${c.url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: bigJson,
      });
      expect(res.status, c.url).toBe(413);
      const body = (await res.json()) as Record<string, unknown>;
      if (c.host === 'content')
        expect(body).toMatchObject({ StatusCode: '413', Error: { code: 413, message: tooLarge } });
      else expect(body).toMatchObject({ success: false, error: { code: 413, message: tooLarge } });
    }
  });

  it('a body sent in chunks, without a length, is refused the same way', async () => {
    const chunk = new TextEncoder().encode('a'.repeat(256 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= tenMegabytes) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${origin}${endpoints.transfers.transfer.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 413, message: tooLarge } });
  });

  it('a 10 MB upload gets 413 in the envelope', async () => {
    const u = await aUser().email('big-upload@example.com').create(t);
    const form = new FormData();
    form.append('purpose', 'kycPhoto');
    form.append('file', new Blob([new Uint8Array(tenMegabytes)], { type: 'image/png' }), 'big.png');
    const res = await fetch(`${origin}${endpoints.auth.imageUpload.path}`, {
      method: 'POST',
      headers: await authOf(t, u),
      body: form,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, error: { code: 413, message: tooLarge } });
  });
});

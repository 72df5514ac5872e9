import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { logFormatFrom } from '../config';
import { prettyLogStream, readableLine } from './request-log';

const enumPath = '/api/services/app/Basic/GetEnum';

function collect(stream: PassThrough): () => string {
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  return () => text;
}

describe('log output', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) {
      await t.app.close();
      await t.database.close();
    }
  });

  it('writes one readable line per request on a terminal: time, level, method, path, status, duration', async () => {
    const sink = new PassThrough();
    const output = collect(sink);
    const t = await startTestApp({
      logLevel: 'info',
      logStream: prettyLogStream({ colorize: false, destination: sink }),
    });
    apps.push(t);
    await t.app.inject({ method: 'GET', url: enumPath });
    const lines = output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/services\/app\/Basic\/GetEnum 200 \d+(\.\d)? ms$/,
    );
  });

  it('writes one JSON entry per request otherwise, with the signed link hidden', async () => {
    const sink = new PassThrough();
    const output = collect(sink);
    const t = await startTestApp({ logLevel: 'info', logStream: sink });
    apps.push(t);
    await t.app.inject({ method: 'GET', url: `${enumPath}?signature=abc` });
    const entries = output()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      url: `${enumPath}?signature=redacted`,
      statusCode: 200,
    });
    expect(typeof entries[0].reqId).toBe('string');
  });
});

describe('logFormatFrom', () => {
  it('is readable on a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(logFormatFrom(undefined, true)).toBe('pretty');
    expect(logFormatFrom(undefined, false)).toBe('json');
    expect(logFormatFrom('json', true)).toBe('json');
    expect(logFormatFrom('pretty', false)).toBe('pretty');
    expect(logFormatFrom('yaml', false)).toBe('json');
  });
});

describe('readableLine', () => {
  it('names everything else by its message', () => {
    expect(readableLine({ msg: 'shutting down' }, 'msg')).toBe('shutting down');
  });
});

import { describe, expect, it } from 'vitest';
import { startTestApp, useTestApp } from '../../../test/harness';

const url = '/c/api/GeoIP/GetIPInfo';
const t = useTestApp();
/** A lookup from a US address that names `country` in the override header. */
const fromUsWithHeader = (country: string) => ({
  method: 'GET' as const,
  url,
  headers: { 'x-geoip-country': country },
  remoteAddress: '192.0.2.1',
});

describe('GET content GeoIP/GetIPInfo', () => {
  it('looks up the caller address in the content envelope', async () => {
    const res = await t.call({ method: 'GET', url, remoteAddress: '198.51.100.7' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ StatusCode: '200', Data: { ISOCode: 'GB' }, Error: null });
  });

  it('knows nothing of a loopback or private address', async () => {
    for (const remoteAddress of ['127.0.0.1', '10.1.2.3', '::1']) {
      const res = await t.call({ method: 'GET', url, remoteAddress });
      expect(res.body.Data).toEqual({ ISOCode: '' });
    }
  });

  it('takes the header override for tests and demos, only as a two-letter code', async () => {
    const gb = await t.call({ method: 'GET', url, headers: { 'x-geoip-country': 'uk' } });
    expect(gb.body.Data).toEqual({ ISOCode: 'UK' });
    const bad = await t.call(fromUsWithHeader('<script>'));
    expect(bad.body.Data).toEqual({ ISOCode: 'US' });
  });

  it('ignores the header when the override is off', async () => {
    const strict = await startTestApp({ geoipHeaderOverride: false });
    try {
      const res = await strict.call(fromUsWithHeader('GB'));
      expect(res.body.Data).toEqual({ ISOCode: 'US' });
    } finally {
      await strict.close();
    }
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names (nginx in npm run cluster)', async () => {
    const behindProxy = await startTestApp({ geoipHeaderOverride: false, trustProxy: ['10.0.0.5'] });
    try {
      const viaProxy = await behindProxy.call({
        method: 'GET',
        url,
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': '192.0.2.1' },
      });
      expect(viaProxy.body.Data).toEqual({ ISOCode: 'US' });
      // Anyone else naming an address of their choice is looked up by their own.
      const spoofed = await behindProxy.call({
        method: 'GET',
        url,
        remoteAddress: '192.0.2.1',
        headers: { 'x-forwarded-for': '10.1.2.3' },
      });
      expect(spoofed.body.Data).toEqual({ ISOCode: 'US' });
    } finally {
      await behindProxy.close();
    }
  });
});

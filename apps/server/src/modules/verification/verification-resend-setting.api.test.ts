import { endpoints } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { outboxTo } from '../../../test/codes';
import { useTestApp } from '../../../test/harness';

// The browser tests' server shortens the one-minute wait between codes (CODE_RESEND_SECONDS), so
// their cool-downs take seconds; the wait still holds, only shorter.
const t = useTestApp({ codeResendSeconds: 3 });

const send = () =>
  api(t).send(endpoints.auth.sendVerificationCode, { purpose: 'register', emailAddress: 'soon@example.com' });

describe('a server with a shorter wait between codes', () => {
  it('tells the shorter wait, refuses a code before it is over, and sends once it is', async () => {
    const first = await send();
    expect(first.result).toMatchObject({ resendAfterSeconds: 3 });
    t.clock.advance(2_000);
    const early = await send();
    expect(early.status).toBe(429);
    expect(early.error?.data?.retryAfterSeconds).toBe(1);
    t.clock.advance(1_000);
    expect((await send()).status).toBe(200);
    expect(await outboxTo(t, 'soon@example.com')).toHaveLength(2);
  });
});

import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/**
 * The sandbox outbox (SANDBOX_TOOLS=1 on the e2e server): what the sandbox notifier "sent", read
 * back so a test can type the one-time code a user would have received.
 */

interface Message {
  id: number;
  kind: string;
  body: string;
}

/** The newest message to `to` (of `kind`, when given), or null. */
export async function latestMessage(
  request: APIRequestContext,
  to: string,
  kind?: string,
): Promise<Message | null> {
  const query = new URLSearchParams({ to, ...(kind ? { kind } : {}) });
  const res = await request.get(`/api/sandbox/outbox/latest?${query}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: Message | null }).result;
}

/** The id of the newest message to `to` so far (0 when none): the mark to wait past. */
export async function latestId(request: APIRequestContext, to: string, kind?: string): Promise<number> {
  return (await latestMessage(request, to, kind))?.id ?? 0;
}

/** Waits for a message to `to` newer than `afterId` and answers its 6-digit code. */
export async function codeAfter(
  request: APIRequestContext,
  to: string,
  afterId: number,
  { kind, timeout = 15_000 }: { kind?: string; timeout?: number } = {},
): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const m = await latestMessage(request, to, kind);
        code = m && m.id > afterId ? (/\b(\d{6})\b/.exec(m.body)?.[1] ?? '') : '';
        return code;
      },
      { timeout },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * Presses a "send code" button and answers the code the server then sent to `to`. One code a minute
 * per address: when the server says wait, the button counts down and is pressed again once enabled.
 * It waits on the send call's own answer rather than a timer, so a slow server can never make it
 * read a code that a second send has already replaced.
 */
export async function sendAndReadCode(
  page: Page,
  request: APIRequestContext,
  send: Locator,
  to: string,
  kind?: string,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const before = await latestId(request, to, kind);
    const answer = page.waitForResponse((r) => r.url().includes('/SendVerificationCode'));
    await send.click();
    const sent = ((await (await answer).json()) as { success: boolean }).success;
    if (sent) return codeAfter(request, to, before, { kind });
    expect(attempt, 'the server refused a second send after its own countdown').toBe(1);
    await expect(send).toBeEnabled({ timeout: 75_000 });
  }
}

import cardValidator from 'card-validator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxCardProcessor } from './sandbox-card-processor';
import { sandboxChallengeCode, testCardOutcome } from './sandbox-test-cards';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The processor's own page frame: its look, not Coffer's (a real acquirer's page is its own). */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox Card Processor</title>
<style>
body{font-family:system-ui,sans-serif;background:#f1f3f6;color:#1d2330;margin:0;padding:24px 12px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:10px;padding:24px;box-shadow:0 2px 10px #0002}
h1{font-size:20px;margin:0 0 4px}p{color:#4a5365}label{display:block;margin:14px 0 4px;font-weight:600}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #b9c0cc;border-radius:6px;font-size:16px}
button{margin-top:18px;width:100%;padding:12px;border:0;border-radius:6px;background:#2b59c3;color:#fff;font-size:16px}
.row{display:flex;gap:12px}.row>div{flex:1}.err{color:#b3261e;margin-top:12px}.amt{font-size:24px;font-weight:700}
small{color:#6b7385}a{color:#2b59c3}
@media (prefers-color-scheme: dark){body{background:#15181e;color:#e6e8ec}main{background:#20242c}p,small{color:#aab1bf}input{background:#15181e;color:#e6e8ec;border-color:#454c59}}
</style></head><body><main>${body}</main></body></html>`;
}

function cardForm(p: { paymentId: string; amount: string; currency: string }, base: string, error?: string) {
  return page(
    'Pay by card',
    `<h1>Pay by card</h1><p class="amt" data-testid="processor-amount">${escapeHtml(p.amount)} ${escapeHtml(p.currency)}</p>
<form method="post" action="${base}/pay/${escapeHtml(p.paymentId)}" autocomplete="off">
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" required></div>
<div><label for="cvc">Security code</label><input id="cvc" name="cvc" inputmode="numeric" required></div></div>
${error ? `<p class="err" role="alert" data-testid="processor-error">${escapeHtml(error)}</p>` : ''}
<button type="submit">Pay ${escapeHtml(p.amount)} ${escapeHtml(p.currency)}</button></form>
<p><a href="${base}/pay/${escapeHtml(p.paymentId)}/abandon">Cancel and go back</a></p>
<small>Sandbox: 4242 4242 4242 4242 pays; 4000 0000 0000 3220 asks a 3-D Secure code (${sandboxChallengeCode});
4000 0000 0000 9995 is declined (insufficient funds); 4000 0000 0000 0002 (do not honour);
4000 0000 0000 0069 (expired); 4000 0000 0000 0127 (wrong CVC); 4000 0000 0000 0119 times out.</small>`,
  );
}

function challengeForm(paymentId: string, base: string) {
  return page(
    '3-D Secure',
    `<h1>Confirm it is you</h1><p>Your bank sent a one-time code. Enter it to approve the payment.</p>
<form method="post" action="${base}/pay/${escapeHtml(paymentId)}/challenge" autocomplete="off">
<label for="code">Code</label><input id="code" name="code" inputmode="numeric" required>
<button type="submit">Confirm</button></form><small>Sandbox code: ${sandboxChallengeCode}</small>`,
  );
}

/** The card's brand and last four: all a processor tells the merchant of a card. */
function cardSummary(number: string) {
  const checked = cardValidator.number(number);
  return { brand: checked.card?.niceType ?? 'Card', last4: number.slice(-4) };
}

/**
 * Why a card is refused before it is charged (the processor's own checks: Luhn and brand, expiry,
 * the security code's length), or undefined.
 */
function cardProblem(number: string, expiry: string, cvc: string): string | undefined {
  const checked = cardValidator.number(number);
  if (!checked.isValid) return 'The card number is not valid.';
  if (!cardValidator.expirationDate(expiry).isValid) return 'The expiry date is not valid.';
  if (!cardValidator.cvv(cvc, checked.card?.code.size ?? 3).isValid) return 'The security code is not valid.';
  return undefined;
}

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

const field = (form: URLSearchParams, name: string) => (form.get(name) ?? '').replace(/\s+/g, '');

/**
 * The sandbox processor's hosted pages, under its own path: the card form, the 3-D Secure
 * challenge, then back to Coffer's return address. The card is read here and dropped: only the
 * brand and last four leave these handlers. Form posts are parsed in this scope only.
 */
export async function registerSandboxCardPages(app: FastifyInstance, sandbox: SandboxCardProcessor) {
  const base = sandbox.pagesPath;
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
    const back = (reply: FastifyReply, paymentId: string) => {
      const p = sandbox.payment(paymentId);
      return reply.redirect(p?.returnUrl ?? '/', 303);
    };
    scope.get<{ Params: { id: string } }>(`${base}/pay/:id`, async (request, reply) => {
      const p = sandbox.payment(request.params.id);
      if (!p) return html(reply, page('Not found', '<h1>This payment does not exist.</h1>'), 404);
      if (p.status === 'requires_action') return html(reply, challengeForm(p.paymentId, base));
      if (p.status !== 'pending' || p.submittedAt) return back(reply, p.paymentId);
      return html(reply, cardForm(p, base));
    });
    scope.post<{ Params: { id: string } }>(`${base}/pay/:id`, async (request, reply) => {
      const p = sandbox.payment(request.params.id);
      if (p?.status !== 'pending' || p.submittedAt) return back(reply, request.params.id);
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const [number, expiry, cvc] = [field(form, 'number'), form.get('expiry') ?? '', field(form, 'cvc')];
      const problem = cardProblem(number, expiry, cvc);
      if (problem) return html(reply, cardForm(p, base, problem), 422);
      const card = cardSummary(number);
      const outcome = testCardOutcome(number);
      if (outcome.kind === 'challenge') {
        await sandbox.settle(p.paymentId, { status: 'requires_action', card });
        return html(reply, challengeForm(p.paymentId, base));
      }
      if (outcome.kind === 'timeout') await sandbox.settle(p.paymentId, { status: 'timeout', card });
      else if (outcome.kind === 'decline')
        await sandbox.settle(p.paymentId, { status: 'failed', failureCode: outcome.code, card });
      else await sandbox.settle(p.paymentId, { status: 'succeeded', card });
      return back(reply, p.paymentId);
    });
    scope.post<{ Params: { id: string } }>(`${base}/pay/:id/challenge`, async (request, reply) => {
      const p = sandbox.payment(request.params.id);
      if (p?.status !== 'requires_action') return back(reply, request.params.id);
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const passed = field(form, 'code') === sandboxChallengeCode;
      await sandbox.settle(
        p.paymentId,
        passed
          ? { status: 'succeeded', card: p.card }
          : { status: 'failed', failureCode: 'authentication_failed', card: p.card },
      );
      return back(reply, p.paymentId);
    });
    scope.get<{ Params: { id: string } }>(`${base}/pay/:id/abandon`, async (request, reply) =>
      back(reply, request.params.id),
    );
  });
}

import { endpoints } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { api } from '../../test/api-client';
import { useTestApp } from '../../test/harness';
import { createSandboxNotifier } from '../adapters/notifier/sandbox-notifier';
import { outboxCommand } from './outbox';

const t = useTestApp();
const lines: string[] = [];
const run = (values: Record<string, unknown>) =>
  outboxCommand.run({ database: t.database, modules: t.modules, values, out: (l) => lines.push(l) });

describe('ops outbox', () => {
  it('says when the outbox is empty', async () => {
    await run({});
    expect(lines).toEqual(['The outbox is empty.']);
  });

  it('prints the codes the sandbox sent, newest first, optionally to one address', async () => {
    await api(t).send(endpoints.auth.sendVerificationCode, {
      purpose: 'register',
      emailAddress: 'Reader@Example.com',
    });
    await api(t).send(endpoints.auth.sendVerificationCode, {
      purpose: 'register',
      areaCode: '+86',
      phoneNumber: '13900000002',
    });
    lines.length = 0;
    await run({});
    const text = lines.join('\n');
    expect(text.indexOf('sms to +86 13900000002')).toBeLessThan(text.indexOf('email to reader@example.com'));
    expect(text).toMatch(/verification code is \d{6}/);
    lines.length = 0;
    await run({ to: 'READER@example.com', limit: '5' });
    expect(lines.join('\n')).not.toContain('+86');
    expect(lines[0]).toContain('email to reader@example.com');
  });

  it('refuses a bad limit', async () => {
    await expect(run({ limit: '0' })).rejects.toThrow(/--limit/);
  });
});

describe('ops outbox format', () => {
  it('prints each message with its kind, subject and indented body', async () => {
    const notifier = createSandboxNotifier(t.db);
    lines.length = 0;
    await notifier.send({
      channel: 'email',
      recipient: 'a@x.test',
      subject: 'First',
      body: 'one',
      kind: 'contact',
    });
    await notifier.send({
      channel: 'sms',
      recipient: '+6581000003',
      subject: 'Code',
      body: 'two\nlines',
      kind: 'code',
    });
    lines.length = 0;
    await run({ limit: '1' });
    expect(lines[0]).toMatch(/^#\d+ \S+ sms to \+6581000003 \(code\)$/);
    expect(lines.slice(1)).toEqual(['Subject: Code', '  two\n  lines', '']);
  });
});

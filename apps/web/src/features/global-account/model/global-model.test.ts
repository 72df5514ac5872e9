import type { GlobalAccountDetails } from '@coffer/contract/global-account';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { displayValue, epcPayload, orderedFields } from './account-details';
import { documentFileProblem } from './document-files';
import { inCoolOff, payerAccountText } from './payer-account';
import { useMomentClock } from './use-moment-clock';

const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])]);
const jpeg = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0])]);
const pdf = () => new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])]);
const rule = { types: ['image/png', 'image/jpeg', 'image/bmp'], maxBytes: 5 * 1024 * 1024, maxFiles: 2 };

describe('documentFileProblem (the server’s document rule, in the browser)', () => {
  it('takes PNG and JPEG by their bytes and refuses other bytes whatever the name says', async () => {
    expect(await documentFileProblem(png(), rule, 0)).toBeNull();
    expect(await documentFileProblem(jpeg(), rule, 1)).toBeNull();
    expect(await documentFileProblem(pdf(), rule, 0)).toBe('type');
    expect(await documentFileProblem(new File(['text'], 'scan.png', { type: 'image/png' }), rule, 0)).toBe(
      'type',
    );
    expect(await documentFileProblem(new Blob([]), rule, 0)).toBe('type');
  });

  it('refuses a file over the size and one more than the field takes, before reading it', async () => {
    expect(await documentFileProblem(new Blob([new Uint8Array(rule.maxBytes + 1)]), rule, 0)).toBe('size');
    expect(await documentFileProblem(png(), rule, 2)).toBe('count');
  });
});

const details = (over: Partial<GlobalAccountDetails> = {}): GlobalAccountDetails => ({
  currency: 'EUR',
  paymentType: 'sepa',
  paymentTypes: ['sepa'],
  country: 'DE',
  bankName: 'Coffer Sandbox Bank',
  bankAddress: 'Berlin',
  accountName: 'Ada Lovelace',
  account: { bic: 'COFFDEFFXXX', iban: 'DE89370400440532013000' },
  ...over,
});

describe('account details', () => {
  it('lists the fields in the order a payer types them, and groups an IBAN and a sort code', () => {
    expect(orderedFields({ account_number: '12345678', sort_code: '089999' }).map(([k]) => k)).toEqual([
      'sort_code',
      'account_number',
    ]);
    expect(orderedFields(details().account).map(([k]) => k)).toEqual(['iban', 'bic']);
    expect(displayValue('iban', 'DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(displayValue('sort_code', '089999')).toBe('08-99-99');
    expect(displayValue('aba', '011000015')).toBe('011000015');
  });

  it('draws the EPC SEPA QR payload for a euro IBAN only', () => {
    expect(epcPayload(details())).toBe(
      ['BCD', '002', '1', 'SCT', 'COFFDEFFXXX', 'Ada Lovelace', 'DE89370400440532013000'].join('\n'),
    );
    expect(
      epcPayload(details({ currency: 'GBP', account: { sort_code: '089999', account_number: '1' } })),
    ).toBeNull();
  });
});

describe('whitelist entries', () => {
  it('shows the IBAN, or the national code with the account number', () => {
    expect(payerAccountText({ fields: { iban: 'DE89370400440532013000' } })).toBe('DE89370400440532013000');
    expect(payerAccountText({ fields: { sort_code: '089999', account_number: '66374958' } })).toBe(
      '089999 · 66374958',
    );
    expect(payerAccountText({ fields: { aba: '011000015', account_number: '12345' } })).toBe(
      '011000015 · 12345',
    );
  });

  it('is in its cool-off until usableFrom', () => {
    const at = Date.parse('2026-11-29T12:00:00Z');
    expect(inCoolOff({ usableFrom: '2026-11-29T12:00:01Z' }, at)).toBe(true);
    expect(inCoolOff({ usableFrom: '2026-11-29T12:00:00Z' }, at)).toBe(false);
  });
});

describe('useMomentClock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-29T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('moves on by itself once the next moment has passed (an entry turns Ready without a reload)', () => {
    const moments = ['2026-11-29T11:00:00Z', '2026-11-29T12:00:10Z'];
    const { result } = renderHook(() => useMomentClock(moments));
    const start = result.current;
    act(() => vi.advanceTimersByTime(9_000));
    expect(result.current).toBe(start);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current).toBeGreaterThan(Date.parse('2026-11-29T12:00:10Z'));
    expect(vi.getTimerCount()).toBe(0);
  });
});

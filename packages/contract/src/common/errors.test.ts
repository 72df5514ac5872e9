import { describe, expect, it } from 'vitest';
import { type ErrorName, englishErrorMessages, errorMessageKey, errorNameByCode, errors } from './errors';

// Every numeric code of spec §8, copied by hand so a dropped entry fails here.
const specCodes = [
  ...Array.from({ length: 18 }, (_, i) => 40001 + i),
  50001,
  50002,
  50004,
  ...Array.from({ length: 8 }, (_, i) => 50009 + i),
  ...Array.from({ length: 32 }, (_, i) => 60001 + i),
  51024,
  51025,
  51026,
  510240,
  51091,
  51092,
  51093,
  51094,
  70001,
  80001,
  80002,
];
const genericCodes = [1, 2, 400, 401, 403, 404, 405, 409, 413, 429, 500, 503];
// The areas' own codes, for rules §8 has no code for.
const areaCodes = [
  60101, 60102, 60103, 60104, 60105, 60201, 60202, 60203, 60204, 60205, 60301, 60302, 60303,
  // Payments: receipt codes and buyer refund links.
  60401, 60402, 60403, 60404, 60405,
  // Card purchases: the price moved since the quote, the processor cannot be reached, the 24 h limit.
  60501, 60502, 60503,
  // Earn: the account and agreement, products, quota and limits, positions, the redemption rules.
  60601, 60602, 60603, 60604, 60605, 60606, 60607, 60608, 60609,
  // The global account: the fee changed since the quote, the application locked, a document missing, a payer listed twice.
  60701,
  60702, 60703, 60704,
];
const names = Object.keys(errors) as ErrorName[];

describe('error catalogue', () => {
  it('gives every name its own code', () => {
    const codes = names.map((name) => errors[name].code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('maps every code back to its name', () => {
    expect(errorNameByCode.size).toBe(names.length);
    for (const name of names) expect(errorNameByCode.get(errors[name].code)).toBe(name);
  });

  it('holds every code of §8, the generic ones and the areas’ own, and nothing else', () => {
    expect(specCodes).toHaveLength(72);
    const expected = [...specCodes, ...genericCodes, ...areaCodes].sort((a, b) => a - b);
    const actual = names.map((name) => errors[name].code).sort((a, b) => a - b);
    expect(actual).toEqual(expected);
  });

  it('uses real HTTP error statuses', () => {
    for (const name of names) {
      expect(errors[name].http).toBeGreaterThanOrEqual(400);
      expect(errors[name].http).toBeLessThan(600);
    }
  });

  it('ends the session with 401 for the codes the client signs out on', () => {
    for (const code of [50001, 50004, 80001, 80002]) {
      const name = errorNameByCode.get(code);
      expect(name && errors[name].http).toBe(401);
    }
    expect(errors.userBanned.http).toBe(403);
    expect(errors.userDisabled.http).toBe(403);
    expect(errors.orderNotFound.http).toBe(404);
    expect(errors.maintenance.http).toBe(503);
  });

  it('has English text for every error', () => {
    expect(Object.keys(englishErrorMessages).sort()).toEqual([...names].sort());
    for (const name of names) expect(englishErrorMessages[name].trim()).not.toBe('');
  });

  it('builds the i18n key from the name', () => {
    expect(errorMessageKey('kycNotCertified')).toBe('errors.kycNotCertified');
  });
});

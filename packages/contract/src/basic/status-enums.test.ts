import { describe, expect, it } from 'vitest';
import { enumSchema } from '../common/enum-schema';
import { statusEnums } from './status-enums';

const entries = Object.entries(statusEnums);

describe('statusEnums', () => {
  it.each(entries)('%s has unique numbers that round-trip through keyOf and the schema', (_, statusEnum) => {
    const members = Object.entries(statusEnum.members);
    const numbers = members.map(([, value]) => value);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const [key, value] of members) {
      expect(statusEnum.keyOf(value)).toBe(key);
      expect(enumSchema(statusEnum).safeParse(value).success).toBe(true);
    }
    expect(statusEnum.keyOf(999)).toBeUndefined();
    expect(enumSchema(statusEnum).safeParse(999).success).toBe(false);
  });

  it('numbers KYC 0 to 3', () => {
    expect(statusEnums.kycStatus.members).toEqual({ unverified: 0, underReview: 1, failed: 2, verified: 3 });
  });

  it('keeps the sizes of spec §4', () => {
    const sizes = Object.fromEntries(entries.map(([name, e]) => [name, Object.keys(e.members).length]));
    expect(sizes).toMatchObject({
      withdrawalStatus: 10,
      depositStatus: 12,
      p2pOrderStatus: 10,
      cashOrderStatus: 7,
      fiatRecordType: 11,
      fiatAccountStatus: 3,
      multisigWithdrawalStatus: 5,
      paymentOrderStatus: 5,
    });
  });

  it('numbers in the order the spec lists, from 0', () => {
    expect(statusEnums.withdrawalStatus.keyOf(0)).toBe('pendingSend');
    expect(statusEnums.withdrawalStatus.keyOf(9)).toBe('revoked');
    expect(statusEnums.depositStatus.keyOf(11)).toBe('confirmed');
    expect(statusEnums.p2pOrderStatus.keyOf(9)).toBe('paid');
    expect(statusEnums.accountType.keyOf(6)).toBe('acceptor');
  });
});

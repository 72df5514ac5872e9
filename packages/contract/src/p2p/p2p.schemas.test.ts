import { describe, expect, it } from 'vitest';
import { appealProofsSchema, appealRemarkSchema, appealRules, p2pLimits } from './p2p.schemas';

describe('appeal rules', () => {
  it('needs a remark of at least 10 characters, not counting outer spaces', () => {
    expect(appealRemarkSchema.safeParse('1234567890').success).toBe(true);
    const result = appealRemarkSchema.safeParse('  123456789  ');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['appeal.remarkTooShort']);
  });

  it('takes at most 3 proof images', () => {
    expect(appealProofsSchema.safeParse(['a', 'b', 'c']).success).toBe(true);
    expect(appealProofsSchema.safeParse(['a', 'b', 'c', 'd']).success).toBe(false);
  });

  it('keeps the limits of §9', () => {
    expect(appealRules).toMatchObject({ proofImagesMax: 3, remarkMinLength: 10, windowHours: 24 });
    expect(p2pLimits).toEqual({ activePaymentMethodsMax: 3, dailyCancellationsMax: 3 });
  });
});

import { describe, expect, it } from 'vitest';
import { callbackOutcome, providerTime, todayUtc, verifiedName } from './kyc.fns';

describe('providerTime', () => {
  it("reads Sumsub's createdAtMs as UTC, and ISO 8601", () => {
    expect(providerTime('2021-05-14 16:00:25.032')?.toISOString()).toBe('2021-05-14T16:00:25.032Z');
    expect(providerTime('2021-05-14 16:00:25')?.toISOString()).toBe('2021-05-14T16:00:25.000Z');
    expect(providerTime('2021-05-14T16:00:25+02:00')?.toISOString()).toBe('2021-05-14T14:00:25.000Z');
    expect(providerTime('yesterday')).toBeNull();
    expect(providerTime(undefined)).toBeNull();
  });
});

describe('callbackOutcome', () => {
  const base = { externalUserId: '1' };
  it('maps pending, GREEN and RED; ignores anything else', () => {
    expect(callbackOutcome({ ...base, type: 'applicantPending' })).toEqual({ kind: 'pending' });
    expect(
      callbackOutcome({ ...base, type: 'applicantReviewed', reviewResult: { reviewAnswer: 'GREEN' } }),
    ).toEqual({
      kind: 'approve',
    });
    expect(callbackOutcome({ ...base, type: 'applicantReviewed' })).toEqual({ kind: 'ignore' });
    expect(callbackOutcome({ ...base, type: 'applicantCreated' })).toEqual({ kind: 'ignore' });
  });

  it("gives the user the provider's comment for applicants, never its private one", () => {
    const red = (review: object) =>
      callbackOutcome({
        ...base,
        type: 'applicantReviewed',
        reviewResult: { reviewAnswer: 'RED', ...review },
      });
    expect(
      red({ moderationComment: ' Blurred. ', clientComment: 'secret', reviewRejectType: 'RETRY' }),
    ).toEqual({
      kind: 'reject',
      reason: 'Blurred.',
      rejectType: 'RETRY',
    });
    expect(red({ clientComment: 'secret', rejectLabels: ['FORGERY'] })).toMatchObject({
      reason: 'Rejected: FORGERY',
    });
    expect(red({ clientComment: 'secret' })).toMatchObject({
      reason: 'The verification provider could not verify your identity.',
      rejectType: null,
    });
    expect(red({ moderationComment: 'x'.repeat(900) })).toMatchObject({ reason: 'x'.repeat(500) });
  });
});

describe('helpers', () => {
  it('dates in UTC and names the verified party', () => {
    expect(todayUtc(new Date('2026-03-01T23:30:00-05:00'))).toBe('2026-03-02');
    const common = { country: 'GB', startDate: '2020-01-01', city: 'c', address: 'a' };
    expect(
      verifiedName({
        ...common,
        kind: 'individual',
        certificateType: 2,
        certificateNumber: '123',
        expiryDate: '2030-01-01',
        firstName: 'Ada',
        lastName: 'Lovelace',
        frontPhotoId: 'f',
        selfiePhotoId: 's',
      }),
    ).toBe('Ada Lovelace');
    expect(
      verifiedName({
        ...common,
        kind: 'business',
        companyName: 'Acme Ltd',
        registrationNumber: '123',
        representativeFirstName: 'A',
        representativeLastName: 'B',
        businessLicencePhotoId: 'l',
      }),
    ).toBe('Acme Ltd');
  });
});

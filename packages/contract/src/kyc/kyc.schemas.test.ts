import { describe, expect, it } from 'vitest';
import { kycDatesAt, kycPhotoIds, kycSubmissionSchema } from './kyc.schemas';

const person = {
  kind: 'individual',
  country: 'gb',
  certificateType: 1,
  certificateNumber: ' AB 123456 C ',
  startDate: '2020-01-01',
  expiryDate: '2030-01-01',
  firstName: ' Ada ',
  lastName: 'Lovelace',
  city: 'London',
  address: '12 St James Square',
  frontPhotoId: 'f',
  backPhotoId: 'b',
  selfiePhotoId: 's',
};
const company = {
  kind: 'business',
  country: 'HK',
  companyName: 'Acme Ltd',
  registrationNumber: 'CR-1',
  startDate: '2020-01-01',
  city: 'Hong Kong',
  address: '1 Road',
  representativeFirstName: 'Mei',
  representativeLastName: 'Chan',
  businessLicencePhotoId: 'l',
};
const messages = (input: unknown) =>
  kycSubmissionSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('kycSubmissionSchema', () => {
  it('normalises a good submission (country upper case, text trimmed)', () => {
    const parsed = kycSubmissionSchema.parse(person);
    expect(parsed).toMatchObject({ country: 'GB', certificateNumber: 'AB 123456 C', firstName: 'Ada' });
    expect(kycSubmissionSchema.parse(company)).toMatchObject({ kind: 'business' });
    expect(kycPhotoIds(parsed).map((p) => p.slot)).toEqual(['front', 'back', 'selfie']);
  });

  it('wants photos per document: a back for cards, none for a passport', () => {
    expect(messages({ ...person, backPhotoId: null })).toEqual(['backPhotoId:kyc.photoRequired']);
    expect(messages({ ...person, certificateType: 3, backPhotoId: undefined })).toEqual([
      'backPhotoId:kyc.photoRequired',
    ]);
    expect(messages({ ...person, certificateType: 2 })).toEqual(['backPhotoId:kyc.passportHasNoBack']);
    expect(messages({ ...person, certificateType: 2, backPhotoId: null })).toEqual([]);
    expect(messages({ ...person, certificateType: 4 })).toHaveLength(1);
    expect(messages({ ...company, businessLicencePhotoId: '' })).toEqual([
      'businessLicencePhotoId:kyc.photoRequired',
    ]);
  });

  it('wants the expiry after the issue date; a business licence may have none', () => {
    expect(messages({ ...person, expiryDate: '2020-01-01' })).toEqual(['expiryDate:kyc.expiryBeforeStart']);
    expect(messages({ ...company, expiryDate: null })).toEqual([]);
    expect(messages({ ...company, expiryDate: '2019-12-31' })).toEqual(['expiryDate:kyc.expiryBeforeStart']);
  });
});

describe('kycDatesAt', () => {
  const at = (input: object) =>
    kycDatesAt('2026-06-01')
      .safeParse(input)
      .error?.issues.map((i) => i.message) ?? [];
  it('refuses an expired document and an issue date after today', () => {
    expect(at({ startDate: '2026-06-01', expiryDate: '2026-06-02' })).toEqual([]);
    expect(at({ startDate: '2020-01-01', expiryDate: '2026-06-01' })).toEqual(['kyc.documentExpired']);
    expect(at({ startDate: '2026-06-02', expiryDate: null })).toEqual(['kyc.startInFuture']);
  });
});

import { kycStatus } from '@coffer/contract/auth';
import { certificateType, type KycRecord } from '@coffer/contract/kyc';

const { passport, identityCard } = certificateType.members;

/** A photo of a submission as KYC/Get lists it, its short-lived link valid for ten minutes. */
const kycPhoto = (slot: 'front' | 'back' | 'selfie', fileId: string) => ({
  slot,
  fileId,
  contentType: 'image/png',
  size: 10,
  url: `/file/${fileId}`,
  urlExpiresAt: new Date(Date.now() + 600_000).toISOString(),
});

/** Ada's submission under review, with a passport (front and selfie) or an identity card (and back). */
export const underReviewRecord = (
  documentType: typeof passport | typeof identityCard = passport,
): KycRecord => ({
  kycStatus: kycStatus.members.underReview,
  submission: {
    kind: 'individual',
    country: 'GB',
    certificateType: documentType,
    certificateNumber: 'P1234567',
    startDate: '2020-01-01',
    expiryDate: '2030-01-01',
    firstName: 'Ada',
    lastName: 'Lovelace',
    city: 'London',
    address: '12 St James Square',
    frontPhotoId: 'f1',
    backPhotoId: documentType === passport ? null : 'b1',
    selfiePhotoId: 's1',
  },
  photos:
    documentType === passport
      ? [kycPhoto('front', 'f1'), kycPhoto('selfie', 's1')]
      : [kycPhoto('front', 'f1'), kycPhoto('back', 'b1'), kycPhoto('selfie', 's1')],
  round: 1,
  submittedAt: '2026-06-01T00:00:00.000Z',
  reviewedAt: null,
  rejectReason: null,
});

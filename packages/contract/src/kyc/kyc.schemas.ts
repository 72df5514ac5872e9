import { z } from 'zod';
import { kycStatus } from '../auth';
import { enumSchema } from '../common/enum-schema';
import { validationKey } from '../common/validation-keys';
import { certificateType } from './kyc.enums';

export type CertificateType = (typeof certificateType.members)[keyof typeof certificateType.members];

const personalDocuments = [
  certificateType.members.identityCard,
  certificateType.members.passport,
  certificateType.members.drivingLicence,
] as const;

/**
 * Which photos each document needs. Every person sends the front (a passport's photo page) and a
 * selfie holding it; cards have a back, a passport has none (and a back sent with one is refused).
 */
const kycBackPhoto: Record<(typeof personalDocuments)[number], 'required' | 'forbidden'> = {
  [certificateType.members.identityCard]: 'required',
  [certificateType.members.passport]: 'forbidden',
  [certificateType.members.drivingLicence]: 'required',
};

/** Where each photo of a submission goes: the form's upload slots and the names of their fields. */
const kycPhotoSlots = ['front', 'back', 'selfie', 'businessLicence'] as const;
export type KycPhotoSlot = (typeof kycPhotoSlots)[number];
const kycPhotoFields = {
  front: 'frontPhotoId',
  back: 'backPhotoId',
  selfie: 'selfiePhotoId',
  businessLicence: 'businessLicencePhotoId',
} as const satisfies Record<KycPhotoSlot, string>;

/** Limits on the text of a submission (not in the spec; they fit the documents of every country). */
export const kycLimits = {
  nameMax: 50,
  cityMax: 100,
  addressMax: 200,
  companyNameMax: 200,
  documentNumber: { min: 3, max: 40 },
  rejectReasonMax: 500,
};

const text = (max: number) =>
  z.string().trim().min(1, validationKey('kyc.fieldRequired')).max(max, validationKey('kyc.fieldTooLong'));

/** "Area" of the form: the issuing country, as an ISO 3166-1 alpha-2 code (GB, CN, HK…). */
const kycCountrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, validationKey('kyc.countryInvalid'));

/** Letters, digits and the separators printed on documents (space, hyphen, slash). */
const kycDocumentNumberSchema = z
  .string()
  .trim()
  .regex(
    new RegExp(
      `^[A-Za-z0-9][A-Za-z0-9 /-]{${kycLimits.documentNumber.min - 1},${kycLimits.documentNumber.max - 1}}$`,
    ),
    validationKey('kyc.documentNumberInvalid'),
  );

/** A calendar date as printed on a document, `YYYY-MM-DD`. */
const kycDateSchema = z.iso.date(validationKey('kyc.dateInvalid'));

/** An id answered by `foundation/FileUpload/ImageUpload` with purpose `kycPhoto`. */
const kycPhotoIdSchema = z
  .string()
  .trim()
  .min(1, validationKey('kyc.photoRequired'))
  .max(64, validationKey('kyc.photoRequired'));

const individualKycSchema = z.object({
  kind: z.literal('individual'),
  country: kycCountrySchema,
  certificateType: z.union([
    z.literal(certificateType.members.identityCard),
    z.literal(certificateType.members.passport),
    z.literal(certificateType.members.drivingLicence),
  ]),
  certificateNumber: kycDocumentNumberSchema,
  startDate: kycDateSchema,
  expiryDate: kycDateSchema,
  firstName: text(kycLimits.nameMax),
  lastName: text(kycLimits.nameMax),
  city: text(kycLimits.cityMax),
  address: text(kycLimits.addressMax),
  frontPhotoId: kycPhotoIdSchema,
  /** Required for an identity card and a driving licence; a passport has no back. */
  backPhotoId: kycPhotoIdSchema.nullish(),
  selfiePhotoId: kycPhotoIdSchema,
});

const businessKycSchema = z.object({
  kind: z.literal('business'),
  country: kycCountrySchema,
  companyName: text(kycLimits.companyNameMax),
  /** The number on the business licence (company registration number). */
  registrationNumber: kycDocumentNumberSchema,
  /** The licence's date of issue. */
  startDate: kycDateSchema,
  /** Many registrations never expire: optional, but when given it follows the same rules. */
  expiryDate: kycDateSchema.nullish(),
  city: text(kycLimits.cityMax),
  address: text(kycLimits.addressMax),
  /** The legal representative who acts for the company. */
  representativeFirstName: text(kycLimits.nameMax),
  representativeLastName: text(kycLimits.nameMax),
  businessLicencePhotoId: kycPhotoIdSchema,
});

/** The photo ids of a submission by slot, in a fixed order (front, back, selfie, licence). */
export function kycPhotoIds(
  submission: z.output<typeof individualKycSchema> | z.output<typeof businessKycSchema>,
): { slot: KycPhotoSlot; field: string; fileId: string }[] {
  const entries: { slot: KycPhotoSlot; fileId: string | null | undefined }[] =
    submission.kind === 'individual'
      ? [
          { slot: 'front', fileId: submission.frontPhotoId },
          { slot: 'back', fileId: submission.backPhotoId },
          { slot: 'selfie', fileId: submission.selfiePhotoId },
        ]
      : [{ slot: 'businessLicence', fileId: submission.businessLicencePhotoId }];
  return entries.flatMap(({ slot, fileId }) =>
    fileId ? [{ slot, field: kycPhotoFields[slot], fileId }] : [],
  );
}

/**
 * KYC/Create and KYC/Update: a person's or a company's verification. Rules that need no clock:
 * the expiry comes after the issue date, the photos each document needs, no photo twice.
 */
export const kycSubmissionSchema = z
  .discriminatedUnion('kind', [individualKycSchema, businessKycSchema])
  .superRefine((value, ctx) => {
    if (value.expiryDate && value.expiryDate <= value.startDate)
      ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: validationKey('kyc.expiryBeforeStart') });
    if (value.kind === 'individual') {
      const back = kycBackPhoto[value.certificateType];
      if (back === 'required' && !value.backPhotoId)
        ctx.addIssue({ code: 'custom', path: ['backPhotoId'], message: validationKey('kyc.photoRequired') });
      if (back === 'forbidden' && value.backPhotoId)
        ctx.addIssue({
          code: 'custom',
          path: ['backPhotoId'],
          message: validationKey('kyc.passportHasNoBack'),
        });
    }
    const seen = new Set<string>();
    for (const { field, fileId } of kycPhotoIds(value)) {
      if (seen.has(fileId))
        ctx.addIssue({ code: 'custom', path: [field], message: validationKey('kyc.photoDuplicate') });
      seen.add(fileId);
    }
  });
export type KycSubmission = z.output<typeof kycSubmissionSchema>;
export type KycSubmissionInput = z.input<typeof kycSubmissionSchema>;

/**
 * The rules that need today's date (UTC, `YYYY-MM-DD`): a document is not issued in the future
 * and has not expired (it must expire after today). The server applies them with its own clock;
 * the form may too, with the browser's.
 */
export const kycDatesAt = (today: string) =>
  z.object({ startDate: z.string(), expiryDate: z.string().nullish() }).superRefine((value, ctx) => {
    if (value.startDate > today)
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: validationKey('kyc.startInFuture') });
    if (value.expiryDate && value.expiryDate <= today)
      ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: validationKey('kyc.documentExpired') });
  });

const kycPhotoSchema = z.object({
  slot: z.enum(kycPhotoSlots),
  fileId: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** A short-lived signed link that shows the photo to whoever holds it (the owner's page). */
  url: z.string(),
  urlExpiresAt: z.string(),
});

/** What KYC/Get, Create and Update answer: the status and the latest submission. */
export const kycRecordSchema = z.object({
  kycStatus: enumSchema(kycStatus),
  /** null before the first submission, and for accounts verified without one (seeded ones). */
  submission: kycSubmissionSchema.nullable(),
  photos: z.array(kycPhotoSchema),
  /** 1 for the first submission, +1 for each resubmission after a rejection; 0 when none. */
  round: z.number().int(),
  /** ISO 8601 times. */
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The operator's (or provider's) reason, shown to the user while the status is 2 (failed). */
  rejectReason: z.string().nullable(),
});
export type KycRecord = z.infer<typeof kycRecordSchema>;

/** KYC/SumsubAccessToken: what the browser needs to start the provider's flow. */
export const kycAccessTokenSchema = z.object({
  /** The provider: `sandbox` (ours) or `sumsub`. */
  provider: z.string(),
  /**
   * `form`: collect the documents with our own form (KYC/Create), as the sandbox does;
   * `sdk`: hand `token` to the provider's web SDK, which collects them and calls us back.
   */
  flow: z.enum(['form', 'sdk']),
  token: z.string(),
  /** The id the provider knows the user by (our uid). */
  userId: z.string(),
  levelName: z.string(),
  expiresInSeconds: z.number().int().positive(),
});

/**
 * KYC/updateKycStatus: the provider's callback, shaped as Sumsub's webhooks (`applicantPending`,
 * `applicantReviewed` with `reviewResult.reviewAnswer` GREEN or RED). Fields it does not know are
 * kept and ignored. It is authenticated by the `x-payload-digest` HMAC of the raw body, not a token.
 */
export const kycCallbackSchema = z.looseObject({
  type: z.string().min(1).max(100),
  externalUserId: z.string().min(1).max(100),
  applicantId: z.string().max(100).optional(),
  levelName: z.string().max(100).optional(),
  reviewStatus: z.string().max(100).optional(),
  /** When the provider produced the event, `yyyy-MM-dd HH:mm:ss.fff` in UTC (or ISO 8601). */
  createdAtMs: z.string().max(40).optional(),
  reviewResult: z
    .looseObject({
      reviewAnswer: z.enum(['GREEN', 'RED']),
      reviewRejectType: z.string().max(40).optional(),
      /** Shown to the applicant. */
      moderationComment: z.string().max(2000).optional(),
      /** For us only (may carry private information): never shown to the user. */
      clientComment: z.string().max(2000).optional(),
      rejectLabels: z.array(z.string().max(100)).max(50).optional(),
    })
    .optional(),
});
export type KycCallback = z.infer<typeof kycCallbackSchema>;

export const kycCallbackResultSchema = z.object({
  /** False for an event that changes nothing (a repeat, a stale or an unknown type). */
  applied: z.boolean(),
  kycStatus: enumSchema(kycStatus),
});

/** The header of the callback's signature and of its algorithm (Sumsub's names). */
export const kycCallbackHeaders = { digest: 'x-payload-digest', algorithm: 'x-payload-digest-alg' } as const;

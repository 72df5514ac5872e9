import {
  certificateType,
  type KycRecord,
  type KycSubmissionInput,
  kycDatesAt,
  kycSubmissionSchema,
} from '@coffer/contract/kyc';

/** The form's fields: both kinds side by side, so switching kind keeps what was typed. */
export interface KycFormValues {
  kind: 'individual' | 'business';
  country: string;
  /** '1' identity card, '2' passport, '3' driving licence (a radio's value is text). */
  certificateType: string;
  certificateNumber: string;
  startDate: string;
  expiryDate: string;
  firstName: string;
  lastName: string;
  city: string;
  address: string;
  frontPhotoId: string;
  backPhotoId: string;
  selfiePhotoId: string;
  companyName: string;
  registrationNumber: string;
  representativeFirstName: string;
  representativeLastName: string;
  businessLicencePhotoId: string;
}

export const emptyKycForm: KycFormValues = {
  kind: 'individual',
  country: '',
  certificateType: String(certificateType.members.identityCard),
  certificateNumber: '',
  startDate: '',
  expiryDate: '',
  firstName: '',
  lastName: '',
  city: '',
  address: '',
  frontPhotoId: '',
  backPhotoId: '',
  selfiePhotoId: '',
  companyName: '',
  registrationNumber: '',
  representativeFirstName: '',
  representativeLastName: '',
  businessLicencePhotoId: '',
};

export const isPassport = (values: Pick<KycFormValues, 'certificateType'>) =>
  Number(values.certificateType) === certificateType.members.passport;

/** The body of KYC/Create or KYC/Update, as the server will read it. */
export function toSubmission(values: KycFormValues): KycSubmissionInput {
  if (values.kind === 'business')
    return {
      kind: 'business',
      country: values.country,
      companyName: values.companyName,
      registrationNumber: values.registrationNumber,
      startDate: values.startDate,
      expiryDate: values.expiryDate || null,
      city: values.city,
      address: values.address,
      representativeFirstName: values.representativeFirstName,
      representativeLastName: values.representativeLastName,
      businessLicencePhotoId: values.businessLicencePhotoId,
    };
  return {
    kind: 'individual',
    country: values.country,
    certificateType: Number(values.certificateType) as 1 | 2 | 3,
    certificateNumber: values.certificateNumber,
    startDate: values.startDate,
    expiryDate: values.expiryDate,
    firstName: values.firstName,
    lastName: values.lastName,
    city: values.city,
    address: values.address,
    frontPhotoId: values.frontPhotoId,
    backPhotoId: isPassport(values) ? null : values.backPhotoId,
    selfiePhotoId: values.selfiePhotoId,
  };
}

/** The last submission in the form's shape, for a resubmission after a rejection. */
export function fromRecord(record: KycRecord | undefined): KycFormValues {
  const s = record?.submission;
  if (!s) return emptyKycForm;
  if (s.kind === 'business')
    return {
      ...emptyKycForm,
      kind: 'business',
      country: s.country,
      companyName: s.companyName,
      registrationNumber: s.registrationNumber,
      startDate: s.startDate,
      expiryDate: s.expiryDate ?? '',
      city: s.city,
      address: s.address,
      representativeFirstName: s.representativeFirstName,
      representativeLastName: s.representativeLastName,
      businessLicencePhotoId: s.businessLicencePhotoId,
    };
  return {
    ...emptyKycForm,
    kind: 'individual',
    country: s.country,
    certificateType: String(s.certificateType),
    certificateNumber: s.certificateNumber,
    startDate: s.startDate,
    expiryDate: s.expiryDate,
    firstName: s.firstName,
    lastName: s.lastName,
    city: s.city,
    address: s.address,
    frontPhotoId: s.frontPhotoId,
    backPhotoId: s.backPhotoId ?? '',
    selfiePhotoId: s.selfiePhotoId,
  };
}

/** Today as the server counts it (UTC), `YYYY-MM-DD`. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** The contract's rules plus the ones that need today's date, exactly as the server applies them. */
export const kycFormSchema = (today: string) =>
  kycSubmissionSchema.superRefine((value, ctx) => {
    const dated = kycDatesAt(today).safeParse(value);
    if (dated.success) return;
    for (const issue of dated.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

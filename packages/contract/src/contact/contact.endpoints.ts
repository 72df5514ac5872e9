import { z } from 'zod';
import { dataUseConsentSchema, emailSchema } from '../auth/account.schemas';
import { defineEndpoint } from '../common/endpoint';
import { validationKey } from '../common/validation-keys';

export const contactLimits = {
  nameMax: 100,
  titleMax: 200,
  messageMin: 10,
  messageMax: 5000,
  /** One message per address per minute stops a double submit and a tight loop… */
  burst: { max: 1, windowMs: 60_000 },
  /** …and a handful a day keeps the team's inbox usable. */
  daily: { max: 5, windowMs: 86_400_000 },
} as const;

/** The contact form (spec §2, §5): name, title, message, e-mail, and consent to data use. */
export const contactFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, validationKey('contact.nameRequired'))
    .max(contactLimits.nameMax, validationKey('contact.nameTooLong')),
  email: emailSchema,
  title: z
    .string()
    .trim()
    .min(1, validationKey('contact.titleRequired'))
    .max(contactLimits.titleMax, validationKey('contact.titleTooLong')),
  message: z
    .string()
    .trim()
    .min(contactLimits.messageMin, validationKey('contact.messageTooShort'))
    .max(contactLimits.messageMax, validationKey('contact.messageTooLong')),
  dataUseConsent: dataUseConsentSchema,
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export const contactEndpoints = {
  addContactUs: defineEndpoint({
    hosts: ['content'],
    method: 'POST',
    path: '/api/ContactUs/AddContactUs',
    input: contactFormSchema,
    result: z.object({ Accepted: z.literal(true) }),
    auth: { kind: 'anonymous' },
  }),
};

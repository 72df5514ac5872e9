import { z } from 'zod';
import { dataUseConsentSchema, emailSchema } from '../auth';
import { validationKey } from '../common/validation-keys';
import { contactLimits } from './contact.endpoints';

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

/**
 * The schemas of the endpoints in contact.endpoints.ts, by the same keys: the server validates
 * with them, joined to the descriptors by the registry (`withSchemas`).
 */
export const contactEndpointSchemas = {
  addContactUs: {
    input: contactFormSchema,
    result: z.object({ Accepted: z.literal(true) }),
  },
};

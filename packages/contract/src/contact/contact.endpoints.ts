import { anonymous, contentApi, describeEndpoints } from '../common/endpoint';
import type { contactEndpointSchemas } from './contact.endpoint-schemas';

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

export const contactEndpoints = describeEndpoints<typeof contactEndpointSchemas>()({
  addContactUs: contentApi.post('ContactUs/AddContactUs', anonymous),
});

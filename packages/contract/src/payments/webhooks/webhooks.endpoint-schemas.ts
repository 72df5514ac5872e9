import { z } from 'zod';
import { enumSchema } from '../../common/enum-schema';
import { pagedList } from '../../common/pagination';
import { validationKey } from '../../common/validation-keys';
import { subscribableWebhookEvents, webhookDeliveryStatus, webhookEventTypes } from './webhooks.enums';

/** At most this many endpoints per merchant (Stripe allows 16 per account). */
export const webhookEndpointsMax = 16;
const urlMaxLength = 500;
const descriptionMaxLength = 100;

/** An http(s) URL without credentials; whether its host is public is the server's check (DNS). */
export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, { error: validationKey('webhook.urlInvalid') })
  .max(urlMaxLength, { error: validationKey('webhook.urlTooLong') })
  .refine(
    (text) => {
      try {
        const url = new URL(text);
        return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
      } catch {
        return false;
      }
    },
    { error: validationKey('webhook.urlInvalid') },
  );

const eventsSchema = z
  .array(z.enum(subscribableWebhookEvents))
  .min(1, { error: validationKey('webhook.eventsRequired') })
  .transform((events) => [...new Set(events)]);

const descriptionSchema = z
  .string()
  .trim()
  .max(descriptionMaxLength, { error: validationKey('webhook.descriptionTooLong') })
  .default('');

const idSchema = z.coerce.number().int().positive();

/** An endpoint as its merchant sees it: never its secret, only the secret's last four characters. */
export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(subscribableWebhookEvents)),
  enabled: z.boolean(),
  secretHint: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer of Create and RotateSecret: the secret, shown this once. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  endpointId: z.number().int(),
  endpointUrl: z.string(),
  eventId: z.string(),
  eventType: z.enum(webhookEventTypes),
  status: enumSchema(webhookDeliveryStatus),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  /** The delivery this one repeats (a manual redelivery), else null. */
  redeliveryOf: z.number().int().nullable(),
  /** The body sent, as JSON text. */
  body: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/**
 * The webhook calls of the merchant host (ours: spec §7 names none): endpoints with their signing
 * secrets, the test event, and the delivery log with manual redelivery.
 */
export const webhooksEndpointSchemas = {
  webhookGetList: { input: z.object({}), result: z.array(webhookEndpointSchema) },
  webhookCreate: {
    input: z.object({ url: webhookUrlSchema, events: eventsSchema, description: descriptionSchema }),
    result: webhookEndpointWithSecretSchema,
  },
  webhookUpdate: {
    input: z.object({
      id: idSchema,
      url: webhookUrlSchema,
      events: eventsSchema,
      description: descriptionSchema,
      enabled: z.boolean(),
    }),
    result: webhookEndpointSchema,
  },
  webhookDelete: { input: z.object({ id: idSchema }), result: z.boolean() },
  webhookRotateSecret: { input: z.object({ id: idSchema }), result: webhookEndpointWithSecretSchema },
  webhookSendTest: { input: z.object({ id: idSchema }), result: webhookDeliverySchema },
  webhookGetDeliveries: pagedList(webhookDeliverySchema, {
    endpointId: idSchema.optional(),
    status: z.coerce.number().pipe(enumSchema(webhookDeliveryStatus)).optional(),
  }),
  webhookRedeliver: { input: z.object({ id: idSchema }), result: webhookDeliverySchema },
};

import { z } from 'zod';
import { commonSettingType } from './settings.endpoints';

export const commonSettingSchema = z.object({
  type: z.number().int(),
  /** A JSON string, as the spec stores it; parse it with the schema for its type below. */
  content: z.string(),
});
export type CommonSetting = z.infer<typeof commonSettingSchema>;

const linkSchema = z.object({ Id: z.number().int(), Url: z.string(), Title: z.string() });

/** Type 3: social links with logos, and the cooperation and customer-service contacts. */
export const socialSettingSchema = z.object({
  Items: z.array(z.object({ Id: z.number().int(), Url: z.string(), Logo: z.string(), Title: z.string() })),
  Cooperation: z.string(),
  CustomerService: z.string(),
});

/** Type 4: footer link groups, one list per language. */
export const footerLinksSettingSchema = z.array(
  z.object({
    LanguageCode: z.string(),
    Data: z.array(z.object({ Id: z.number().int(), Title: z.string(), Links: z.array(linkSchema) })),
  }),
);

/** Type 6: protocol links (terms, privacy, disclaimer...), one list per language. */
export const protocolLinksSettingSchema = z.array(
  z.object({
    LanguageCode: z.string(),
    Data: z.array(z.object({ Key: z.string(), Title: z.string(), Url: z.string() })),
  }),
);

export const commonSettingContentSchemas = {
  [commonSettingType.members.social]: socialSettingSchema,
  [commonSettingType.members.footerLinks]: footerLinksSettingSchema,
  [commonSettingType.members.protocolLinks]: protocolLinksSettingSchema,
} as const;

export type SocialSetting = z.infer<typeof socialSettingSchema>;
export type FooterLinksSetting = z.infer<typeof footerLinksSettingSchema>;
export type ProtocolLinksSetting = z.infer<typeof protocolLinksSettingSchema>;

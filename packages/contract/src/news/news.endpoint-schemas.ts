import { z } from 'zod';
import { binaryResultSchema, idSchema, languageCodeSchema } from '../common/content';
import { enumSchema } from '../common/enum-schema';
import { rotationType } from './news.endpoints';

const newsPageSizeMax = 50;
/**
 * Inputs of the content host are camelCase as the spec writes them (`id`, `languageCode`,
 * `type`); its `Data` is PascalCase like the envelope around it. Without `languageCode` the
 * reader's Accept-Language decides; an article missing that language answers in English.
 */
const newsPageInputSchema = z.object({
  languageCode: languageCodeSchema.optional(),
  skipCount: z.coerce.number().int().min(0).max(100_000).default(0),
  maxResultCount: z.coerce.number().int().min(1).max(newsPageSizeMax).default(10),
});

export const newsItemSchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Summary: z.string(),
  /** Path of the cover image on the content host, or null when the article has none. */
  CoverUrl: z.string().nullable(),
  /** ISO 8601 instant. */
  PublishTime: z.string(),
  /** The language this version is in: the one asked for, or English when it has none. */
  LanguageCode: z.string(),
});

const newsArticleSchema = newsItemSchema.extend({
  /** Safe HTML, rendered from Markdown and sanitised when the article was published. */
  Content: z.string(),
  UpdateTime: z.string(),
  /** Every language the article is written in. */
  Languages: z.array(z.string()),
});

const rotationItemSchema = z.object({
  Id: z.number().int(),
  Type: z.number().int(),
  NewsId: z.number().int(),
  Title: z.string(),
  Summary: z.string(),
  ImageUrl: z.string().nullable(),
  /** Where the banner leads in the web app. */
  LinkUrl: z.string(),
  Sort: z.number().int(),
  LanguageCode: z.string(),
});

const resourceInputSchema = z.object({ id: idSchema });

/**
 * The schemas of the endpoints in news.endpoints.ts, by the same keys: the server validates
 * with them, joined to the descriptors by the registry (`withSchemas`).
 */
export const newsEndpointSchemas = {
  getNewsPageList: {
    input: newsPageInputSchema,
    result: z.object({ TotalCount: z.number().int().min(0), Items: z.array(newsItemSchema) }),
  },
  getNewsById: {
    input: z.object({ id: idSchema, languageCode: languageCodeSchema.optional() }),
    result: newsArticleSchema,
  },
  getRotationList: {
    input: z.object({
      type: z.coerce.number().pipe(enumSchema(rotationType)).default(rotationType.members.landing),
      languageCode: languageCodeSchema.optional(),
    }),
    result: z.array(rotationItemSchema),
  },
  getNewsResource: {
    input: resourceInputSchema,
    result: binaryResultSchema,
  },
  getNewsResourceImage: {
    input: resourceInputSchema,
    result: binaryResultSchema,
  },
};

import { z } from 'zod';
import { binaryResultSchema, idSchema, languageCodeSchema } from '../common/content';
import { defineEndpoint } from '../common/endpoint';
import { defineEnum } from '../common/enum';

const newsPageSizeMax = 50;
/** Banners in one rotation: the landing carousel shows a handful, never an unbounded list. */
export const rotationItemsMax = 10;
/** Largest image an article may carry (cover or inline): 2 MiB. */
export const newsResourceBytesMax = 2 * 1024 * 1024;

/** Which carousel a banner belongs to: the web landing page, or the mobile app's home screen. */
export const rotationType = defineEnum({ landing: 1, app: 2 });

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

export const newsEndpoints = {
  getNewsPageList: defineEndpoint({
    hosts: ['content'],
    method: 'POST',
    path: '/api/News/GetNewsPageList',
    input: newsPageInputSchema,
    result: z.object({ TotalCount: z.number().int().min(0), Items: z.array(newsItemSchema) }),
    auth: { kind: 'anonymous' },
  }),
  getNewsById: defineEndpoint({
    hosts: ['content'],
    method: 'GET',
    path: '/api/News/GetNewsById',
    input: z.object({ id: idSchema, languageCode: languageCodeSchema.optional() }),
    result: newsArticleSchema,
    auth: { kind: 'anonymous' },
  }),
  /** Spec §7 lists it after News/… without the prefix; it belongs to the same service. */
  getRotationList: defineEndpoint({
    hosts: ['content'],
    method: 'GET',
    path: '/api/News/GetRotationList',
    input: z.object({
      type: z.coerce.number().pipe(rotationType.schema).default(rotationType.members.landing),
      languageCode: languageCodeSchema.optional(),
    }),
    result: z.array(rotationItemSchema),
    auth: { kind: 'anonymous' },
  }),
  /** POST as the spec has it; the image bytes, not an envelope. */
  getNewsResource: defineEndpoint({
    hosts: ['content'],
    method: 'POST',
    path: '/api/News/GetNewsResource',
    input: resourceInputSchema,
    result: binaryResultSchema,
    auth: { kind: 'anonymous' },
    binary: true,
  }),
  /** The same resource by GET, so that an `<img src>` in an article can load it. */
  getNewsResourceImage: defineEndpoint({
    hosts: ['content'],
    method: 'GET',
    path: '/api/News/GetNewsResource',
    input: resourceInputSchema,
    result: binaryResultSchema,
    auth: { kind: 'anonymous' },
    binary: true,
  }),
};

/** The path, inside the content host, that article HTML uses for one stored image. */
export const newsResourcePath = (id: number) => `/api/News/GetNewsResource?id=${id}`;

import { z } from 'zod';
import { idSchema } from '../common/content';
import { pagedResultSchema } from '../common/pagination';
import { helpKeywordMax } from './help.endpoints';

const helpPageSizeMax = 50;
const helpCategoryItemsMax = 20;
const helpArticleItemSchema = z.object({ id: z.number().int(), title: z.string() });

const helpCategorySchema = z.object({
  id: z.number().int(),
  /** Stable name of the category, e.g. `account-security`. */
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  /** How many articles the category holds; `items` are the first of them. */
  totalCount: z.number().int().min(0),
  items: z.array(helpArticleItemSchema),
});

export const helpSearchItemSchema = helpArticleItemSchema.extend({
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** Plain text: the start of the article, or the passage around the first keyword match. */
  summary: z.string(),
  updateTime: z.string(),
  languageCode: z.string(),
});

const helpArticleSchema = helpArticleItemSchema.extend({
  categoryId: z.number().int(),
  categoryCode: z.string(),
  categoryName: z.string(),
  /** Safe HTML, rendered from Markdown and sanitised when the article was published. */
  body: z.string(),
  /** The language this version is in: the reader's, or English when it has none. */
  languageCode: z.string(),
  publishTime: z.string(),
  updateTime: z.string(),
});

/** The help centre reads the reader's language from the wrapper's language header. */
export const helpEndpointSchemas = {
  getHelpCenterShowByCategoryList: {
    input: z.object({
      MaxItemCount: z.coerce.number().int().min(1).max(helpCategoryItemsMax).default(5),
    }),
    result: z.array(helpCategorySchema),
  },
  getHelpCenterShowPagedList: {
    input: z.object({
      /** Words to find in titles and bodies; every word must occur. */
      Keyword: z.string().trim().max(helpKeywordMax).optional(),
      CategoryId: idSchema.optional(),
      SkipCount: z.coerce.number().int().min(0).max(100_000).default(0),
      MaxResultCount: z.coerce.number().int().min(1).max(helpPageSizeMax).default(10),
    }),
    result: pagedResultSchema(helpSearchItemSchema),
  },
  getApp: {
    input: z.object({ id: idSchema }),
    result: helpArticleSchema,
  },
};

import { z } from 'zod';
import { appPath, defineEndpoint } from '../common/endpoint';
import { pagedResultSchema } from '../common/pagination';

export const announcementPageSizeMax = 50;

export const announcementListInputSchema = z.object({
  Keyword: z.string().trim().max(100).optional(),
  /** Spec §7: the web sends 0. */
  ClientType: z.coerce.number().int().min(0).max(9).default(0),
  SkipCount: z.coerce.number().int().min(0).max(100_000).default(0),
  MaxResultCount: z.coerce.number().int().min(1).max(announcementPageSizeMax).default(5),
});

export const announcementItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** ISO 8601 instant. */
  publishTime: z.string(),
});

export const announcementSchema = announcementItemSchema.extend({ body: z.string() });

export const announcementEndpoints = {
  getAppPagedList: defineEndpoint({
    hosts: ['base', 'merchant'],
    method: 'GET',
    path: appPath('foundation/Announcement/GetAppPagedList'),
    input: announcementListInputSchema,
    result: pagedResultSchema(announcementItemSchema),
    auth: { kind: 'anonymous' },
  }),
  getApp: defineEndpoint({
    hosts: ['base', 'merchant'],
    method: 'GET',
    path: appPath('foundation/Announcement/GetApp'),
    input: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
    result: announcementSchema,
    auth: { kind: 'anonymous' },
  }),
};

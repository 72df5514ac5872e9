import { z } from 'zod';
import { pagedResultSchema } from '../common/pagination';

const announcementPageSizeMax = 50;

const announcementListInputSchema = z.object({
  Keyword: z.string().trim().max(100).optional(),
  /** Spec §7: the web sends 0. */
  ClientType: z.coerce.number().int().min(0).max(9).default(0),
  SkipCount: z.coerce.number().int().min(0).max(100_000).default(0),
  MaxResultCount: z.coerce.number().int().min(1).max(announcementPageSizeMax).default(5),
});

const announcementItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** ISO 8601 instant. */
  publishTime: z.string(),
});

const announcementSchema = announcementItemSchema.extend({ body: z.string() });

/**
 * How many announcements the signed-in caller has not seen: those published after the newest one
 * they opened or the last time they opened the notice bell (kept per user on the server, so it
 * follows them across devices). Null for a visitor who is not signed in.
 */
const unreadCountSchema = z.number().int().min(0).nullable();

/**
 * The schemas of the endpoints in notices.endpoints.ts, by the same keys: the server validates
 * with them, joined to the descriptors by the registry (`withSchemas`).
 */
export const noticesEndpointSchemas = {
  getAppPagedList: {
    input: announcementListInputSchema,
    result: pagedResultSchema(announcementItemSchema).extend({ unreadCount: unreadCountSchema }),
  },
  markSeen: {
    input: z.object({
      id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
      ClientType: z.coerce.number().int().min(0).max(9).default(0),
    }),
    result: z.object({ unreadCount: z.number().int().min(0) }),
  },
  getApp: {
    input: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
    result: announcementSchema,
  },
};

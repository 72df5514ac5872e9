import { z } from 'zod';

/**
 * The user action log (spec §7, content host): page views and key actions, batched by the browser
 * and sent when the page hides. It carries no personal data: the server takes the uid from the
 * caller's token, never from the body, and pages travel without their query string.
 */
export const actionLogLimits = {
  /** Entries in one batch; the browser sends a full batch at once and keeps no more than this. */
  batchMax: 50,
  /** Rows older than this are deleted as new batches arrive. */
  retentionDays: 90,
  actionMaxLength: 64,
  pageMaxLength: 256,
  targetMaxLength: 64,
} as const;

/** What the shell records; features add theirs here so the list stays reviewable. */
const userActions = [
  'pageView',
  'languageChange',
  'themeChange',
  'logout',
  'downloadMenuOpen',
  'noticeOpen',
  'regionalNoticeAccept',
  'regionalNoticeLeave',
] as const;
const userActionSchema = z.enum(userActions);
export type UserAction = z.infer<typeof userActionSchema>;

const actionLogEntrySchema = z.object({
  action: userActionSchema,
  /** The path only (`/notice/detail`), without query string or fragment. */
  page: z
    .string()
    .max(actionLogLimits.pageMaxLength)
    .regex(/^\/[^?#\s]*$/),
  /** A short, non-personal label of what was acted on (a language code, a notice id…). */
  target: z.string().max(actionLogLimits.targetMaxLength).optional(),
  /** When it happened in the browser (ISO 8601). */
  occurredAt: z.iso.datetime({ offset: true }),
});
export type ActionLogEntry = z.infer<typeof actionLogEntrySchema>;

export const addUserActionLogsInputSchema = z.object({
  logs: z.array(actionLogEntrySchema).min(1).max(actionLogLimits.batchMax),
});

import { z } from 'zod';
import { actionLogLimits } from './actionlog.endpoints';

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

import { anonymous, contentApi, describeEndpoints } from '../common/endpoint';
import type { actionlogEndpointSchemas } from './actionlog.endpoint-schemas';

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

export const actionlogEndpoints = describeEndpoints<typeof actionlogEndpointSchemas>()({
  /** Anonymous so page views before sign-in count too; a valid token adds the caller's uid. */
  addUserActionLogs: contentApi.post('UserActionLogs/AddUserActionLogs', anonymous),
});

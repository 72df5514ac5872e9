import type { ChangeApplicationDeps } from './change-application.shared';

/** The user an open step-one ticket belongs to (to send the new item its `bind` code). */
export async function changeTicketUser(
  deps: Pick<ChangeApplicationDeps, 'tickets' | 'users'>,
  ticket: string,
) {
  const row = await deps.tickets.find('securityChange', ticket);
  return row ? deps.users.byId(row.userId) : undefined;
}

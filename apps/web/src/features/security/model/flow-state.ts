import type { SecurityItem } from '@coffer/contract/security';
import { sessionStore, storage } from '../../../lib/storage';

/** What step one hands to step two: the ticket (this tab only, it proves the account for 30 minutes). */
export interface TicketState {
  ticket: string;
  lostItem: SecurityItem;
  /** Epoch ms. */
  expiresAt: number;
}

export function saveTicket(state: TicketState) {
  sessionStore.setJson('securityChangeTicket', state);
}

/** The open ticket of this tab, or null when there is none or it has run out. */
export function readTicket(now = Date.now()): TicketState | null {
  const state = sessionStore.getJson<TicketState>('securityChangeTicket');
  if (!state || typeof state.ticket !== 'string' || !(state.expiresAt > now)) return null;
  return state;
}

export const clearTicket = () => sessionStore.remove('securityChangeTicket');

/**
 * The query token of the submitted application: kept on this device (the server shows it once),
 * so the status page can be opened again later, signed in or not.
 */
export const saveQueryToken = (token: string) => storage.set('securityChangeQuery', token);
export const readQueryToken = () => storage.get('securityChangeQuery');
export const clearQueryToken = () => storage.remove('securityChangeQuery');

import { addDays } from '@coffer/contract/earn';

/** When UTC day `day` ends, in the reader's own clock ('08:00' in UTC+8): the T+2 boundary. */
export function localTimeOfUtcMidnight(day: string, language: string): string {
  const midnight = new Date(Date.parse(`${addDays(day, 1)}T00:00:00Z`));
  return midnight.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

/** A UTC instant of today at `hour:minute` UTC in the reader's clock, for the redemption pause. */
export function localTimeOfUtc(hour: number, minute: number, language: string): string {
  const at = new Date(Date.UTC(2000, 0, 1, hour, minute));
  return at.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

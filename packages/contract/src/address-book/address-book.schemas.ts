import { z } from 'zod';

export const addressBookEntrySchema = z.object({
  id: z.number().int(),
  coin: z.string(),
  network: z.string(),
  address: z.string(),
  label: z.string(),
  createdAt: z.string(),
  /** Withdrawals to it are accepted from then on (the cool-off of a new address). */
  usableFrom: z.string(),
});

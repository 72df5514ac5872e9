import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knownDevices } from '../../db/schema';

/** Devices each user has signed in from (the wrapper's device fingerprint id, §7). */
export function createDevicesRepo(db: Db, now: () => Date) {
  return {
    /** A device needs verification when the user has known ones and this is not among them. */
    async isNew(userId: number, deviceId: string | null) {
      const [known] = await db
        .select({ n: count() })
        .from(knownDevices)
        .where(eq(knownDevices.userId, userId));
      if (!known || known.n === 0) return false;
      if (!deviceId) return true;
      const [hit] = await db
        .select({ n: count() })
        .from(knownDevices)
        .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceId, deviceId)));
      return !hit || hit.n === 0;
    },

    async remember(userId: number, deviceId: string | null) {
      if (!deviceId) return;
      const at = now();
      await db
        .insert(knownDevices)
        .values({ userId, deviceId, firstSeenAt: at, lastSeenAt: at })
        .onConflictDoUpdate({
          target: [knownDevices.userId, knownDevices.deviceId],
          set: { lastSeenAt: at },
        });
    },
  };
}
export type DevicesRepo = ReturnType<typeof createDevicesRepo>;

import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { certificateType, type KycSubmission, kycStatus } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { kycApplications, kycEvents, uploads, users } from '../db/schema';
import { randomToken, sha256Hex } from '../lib/secrets';
import { uploadPath } from '../modules/uploads/uploads.module';
import { encodePng } from './png';

type Rgb = readonly [number, number, number];
const inside = (x: number, y: number, box: [number, number, number, number]) =>
  x >= box[0] && x < box[0] + box[2] && y >= box[1] && y < box[1] + box[3];

/** A card drawn in code: a tinted card with a photo box and lines of "text" (no real person). */
function cardPng(tint: Rgb, side: 'front' | 'back') {
  return encodePng(320, 200, (x, y) => {
    if (x < 8 || y < 8 || x >= 312 || y >= 192) return [236, 239, 244];
    if (side === 'front' && inside(x, y, [24, 40, 80, 100])) return [150, 160, 176];
    const textLeft = side === 'front' ? 124 : 24;
    for (let line = 0; line < 5; line++)
      if (inside(x, y, [textLeft, 48 + line * 22, 170 - line * 12, 8])) return [90, 100, 120];
    if (side === 'back' && inside(x, y, [24, 160, 272, 16])) return [40, 44, 52];
    return tint;
  });
}

/** A selfie drawn in code: a head and shoulders holding the card. */
function selfiePng() {
  return encodePng(240, 300, (x, y) => {
    if (Math.hypot(x - 120, y - 100) < 50) return [224, 186, 150];
    if (y > 170 && Math.abs(x - 120) < 90 - (y - 170) / 6) return [70, 110, 160];
    if (inside(x, y, [140, 200, 80, 50])) return [200, 220, 240];
    return [245, 245, 240];
  });
}

export const pendingDemoUid = '10000006';

/**
 * One application waiting for review, so the operator console has something to show at once:
 * `npm run ops -- kyc:list`, `kyc:show 10000006`, `kyc:approve 10000006`. Its photos are stored
 * like real uploads (DATA_DIR/uploads by content hash).
 */
export async function seedPendingKyc(tx: Db, uploadsDir: string, now: Date): Promise<void> {
  const [user] = await tx.select().from(users).where(eq(users.uid, pendingDemoUid));
  if (!user) return;
  const photos = {
    front: cardPng([200, 222, 246], 'front'),
    back: cardPng([200, 222, 246], 'back'),
    selfie: selfiePng(),
  };
  const ids: Record<keyof typeof photos, string> = { front: '', back: '', selfie: '' };
  for (const [slot, bytes] of Object.entries(photos) as [keyof typeof photos, Buffer][]) {
    const sha256 = sha256Hex(bytes);
    const path = uploadPath(uploadsDir, sha256);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    await writeFile(path, bytes, { mode: 0o600 });
    ids[slot] = randomToken(16);
    await tx.insert(uploads).values({
      id: ids[slot],
      sha256,
      contentType: 'image/png',
      size: bytes.length,
      purpose: 'kycPhoto',
      ownerUserId: user.id,
      createdAt: now,
      claimedAt: now,
    });
  }
  const year = now.getUTCFullYear();
  const submission: KycSubmission = {
    kind: 'individual',
    country: 'GB',
    certificateType: certificateType.members.identityCard,
    certificateNumber: 'GB-DEMO-60006',
    startDate: `${year - 2}-03-14`,
    expiryDate: `${year + 8}-03-13`,
    firstName: 'Dana',
    lastName: 'Pending',
    city: 'London',
    address: '221 Demo Street, Flat 6',
    frontPhotoId: ids.front,
    backPhotoId: ids.back,
    selfiePhotoId: ids.selfie,
  };
  const submittedAt = new Date(now.getTime() - 3_600_000);
  const [app] = await tx
    .insert(kycApplications)
    .values({
      userId: user.id,
      source: 'form',
      kind: 'individual',
      details: submission,
      status: kycStatus.members.underReview,
      round: 1,
      language: 'en',
      submittedAt,
    })
    .returning({ id: kycApplications.id });
  if (!app) return;
  await tx.update(users).set({ kycStatus: kycStatus.members.underReview }).where(eq(users.id, user.id));
  await tx.insert(kycEvents).values({
    applicationId: app.id,
    userId: user.id,
    round: 1,
    action: 'submitted',
    fromStatus: kycStatus.members.unverified,
    toStatus: kycStatus.members.underReview,
    actor: 'user',
    createdAt: submittedAt,
  });
}

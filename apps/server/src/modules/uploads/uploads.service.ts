import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { constants, type UploadPurpose } from '@coffer/contract';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isImageTypeIn, sniffImageType } from '../../lib/image-type';
import type { RateLimiter } from '../../lib/rate-limiter';
import { randomToken, sha256Hex } from '../../lib/secrets';
import type { UploadedFile } from '../../plugins/multipart';
import { uploadPath } from './file-access';

export interface UploadDeps {
  db: Db;
  now: () => Date;
  limiter: RateLimiter;
  /** Files live here by content hash, readable by the server's user only. */
  dir: string;
}

/**
 * Who may upload without signing in: the certificate of a merchant sign-up (§5), and the identity
 * evidence of a security-item change application (its applicant may be unable to sign in).
 */
const anonymousPurposes: readonly UploadPurpose[] = ['merchantCertificate', 'securityEvidence'];
const anonymousPerIpPerDay = 20;
/** A signed-in user's cap (not in the spec): retakes of identity photos fit easily, a disk-filling loop does not. */
const perUserPerDay = 100;

/** Image uploads: the type sniffed from the content, the size and type limits of each purpose. */
export function createUploadsService(deps: UploadDeps) {
  return {
    async upload(input: { purpose: UploadPurpose; file: UploadedFile; userId: number | null; ip: string }) {
      if (input.userId === null && !anonymousPurposes.includes(input.purpose))
        throw new AppError('unauthorized', 'Sign in to upload.');
      const hit =
        input.userId === null
          ? await deps.limiter.hit(`upload:ip:${input.ip}`, {
              windowMs: 86_400_000,
              max: anonymousPerIpPerDay,
            })
          : await deps.limiter.hit(`upload:user:${input.userId}`, {
              windowMs: 86_400_000,
              max: perUserPerDay,
            });
      if (!hit.ok)
        throw new AppError('tooManyRequests', 'Too many uploads.', null, {
          retryAfterSeconds: hit.retryAfterSeconds,
        });
      const rule = constants.uploads[input.purpose];
      const { buffer } = input.file;
      if (buffer.length > rule.maxBytes)
        throw new AppError('payloadTooLarge', `The file may be at most ${rule.maxBytes / 1024 / 1024} MB.`);
      const type = sniffImageType(buffer);
      const accepted: readonly (typeof rule.types)[number][] = rule.types;
      if (!isImageTypeIn(type, accepted))
        throw new AppError('invalidInput', `The file must be one of: ${rule.types.join(', ')}.`);
      const sha256 = sha256Hex(buffer);
      const path = uploadPath(deps.dir, sha256);
      const folder = dirname(path);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const exists = await stat(path).then(
        () => true,
        () => false,
      );
      if (!exists) await writeFile(path, buffer, { mode: 0o600 });
      const id = randomToken(16);
      await deps.db.insert(uploads).values({
        id,
        sha256,
        contentType: type,
        size: buffer.length,
        purpose: input.purpose,
        ownerUserId: input.userId,
        uploaderIp: input.ip,
        createdAt: deps.now(),
      });
      return { fileId: id, contentType: type, size: buffer.length };
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;

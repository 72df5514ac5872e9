import type { Db } from '../../db/client';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limiter';
import { createFileAccess } from './file-access';
import { filesRoutes } from './files.routes';
import { uploadsRoutes } from './uploads.routes';
import { createUploadsService } from './uploads.service';

// The public surface other modules use (types and pure helpers; never a repo factory).
export type { FileAccess } from './file-access';
export { uploadPath } from './file-access';
export type { UploadsService } from './uploads.service';

/** Uploaded images (the upload calls) and the signed links that serve private files. */
export function createUploadsModule(deps: {
  db: Db;
  now: () => Date;
  dir: string;
  fileLinkKey: Uint8Array;
  /** The shared rate limiter (Redis with REDIS_URL); the database's when absent. */
  limiter?: RateLimiter;
}) {
  const { db, now, dir } = deps;
  const files = createFileAccess({ db, dir, key: deps.fileLinkKey, now });
  const uploads = createUploadsService({ db, now, limiter: deps.limiter ?? createRateLimiter(db, now), dir });
  return {
    routes: [...filesRoutes(files), ...uploadsRoutes(uploads)],
    service: files,
    /** The image upload with its checks, for areas with their own upload call (P2P vouchers and proofs). */
    uploader: uploads,
  };
}

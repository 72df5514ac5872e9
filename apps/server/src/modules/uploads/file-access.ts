import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { endpoints } from '@coffer/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { equalHex, hmacHex } from '../../lib/secrets';

export interface FileAccessDeps {
  db: Db;
  /** DATA_DIR/uploads: files by content hash. */
  dir: string;
  /** Signs the links (derived from the server's secret, so the operator console makes valid ones). */
  key: Uint8Array;
  now: () => Date;
}

type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/bmp';

/** Where a stored file lives on disk: `<dir>/<first two hex digits>/<sha256>`. */
export const uploadPath = (dir: string, sha256: string) => join(dir, sha256.slice(0, 2), sha256);

/**
 * Reading uploaded files, which are private: a signed-in owner reads their own by id; anyone else
 * needs a signed link (the file id and an expiry, HMAC'd with the server's key), which the server
 * hands to the owner (KYC/Get) and the operator console prints for a reviewer.
 */
export function createFileAccess(deps: FileAccessDeps) {
  const signatureOf = (fileId: string, expires: number) =>
    hmacHex(deps.key, `file-link:${fileId}:${expires}`);

  return {
    /** A link, relative to the base host, that shows the file until it expires. */
    link(fileId: string, ttlSeconds = 600): { url: string; expiresAt: Date } {
      const expires = Math.floor(deps.now().getTime() / 1000) + ttlSeconds;
      const query = new URLSearchParams({
        id: fileId,
        expires: String(expires),
        signature: signatureOf(fileId, expires),
      });
      return { url: `${endpoints.auth.getFile.path}?${query}`, expiresAt: new Date(expires * 1000) };
    },

    /** The stored rows of these files (type, size, owner, purpose, hash), by id. */
    async describe(fileIds: string[]) {
      if (fileIds.length === 0) return new Map<string, typeof uploads.$inferSelect>();
      const rows = await deps.db.select().from(uploads).where(inArray(uploads.id, fileIds));
      return new Map(rows.map((row) => [row.id, row]));
    },

    async read(input: {
      id: string;
      expires?: number | undefined;
      signature?: string | undefined;
      callerUserId: number | null;
    }) {
      let where = eq(uploads.id, input.id);
      if (input.signature !== undefined || input.expires !== undefined) {
        if (input.signature === undefined || input.expires === undefined)
          throw new AppError('forbidden', 'This link is not valid.');
        if (!equalHex(input.signature, signatureOf(input.id, input.expires)))
          throw new AppError('forbidden', 'This link is not valid.');
        if (input.expires * 1000 < deps.now().getTime())
          throw new AppError('forbidden', 'This link has expired. Reload the page for a new one.');
      } else {
        if (input.callerUserId === null) throw new AppError('unauthorized', 'Sign in to see this file.');
        // Somebody else's file answers as a missing one: ids say nothing about who owns what.
        where = and(where, eq(uploads.ownerUserId, input.callerUserId)) as typeof where;
      }
      const [row] = await deps.db.select().from(uploads).where(where).limit(1);
      if (!row) throw new AppError('notFound', 'No such file.');
      const bytes = await readFile(uploadPath(deps.dir, row.sha256)).catch(() => null);
      if (!bytes) throw new AppError('notFound', 'The file is no longer stored.');
      return { contentType: row.contentType as ImageType, bytes: new Uint8Array(bytes), etag: row.sha256 };
    },
  };
}
export type FileAccess = ReturnType<typeof createFileAccess>;

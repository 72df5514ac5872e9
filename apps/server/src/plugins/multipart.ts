import { constants } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

export interface UploadedFile {
  buffer: Buffer;
  filename: string;
  /** What the client claimed; never trusted (the content is sniffed). */
  declaredType: string;
}

/** The largest file any upload purpose allows; each purpose checks its own limit after. */
export const uploadBytesMax = Math.max(
  ...Object.values(constants.uploads).map((u) => (typeof u === 'object' ? u.maxBytes : 0)),
);

/**
 * Reads a multipart form (@fastify/multipart): its text fields and exactly one file, buffered up
 * to the largest limit. Fields that come after the file are read too.
 */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: UploadedFile }> {
  if (!request.isMultipart()) throw new AppError('invalidInput', 'Send the file as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts({
      limits: { files: 1, fields: 10, fileSize: uploadBytesMax, fieldSize: 1024 },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const buffer = await part.toBuffer();
      file = { buffer, filename: part.filename, declaredType: part.mimetype };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('payloadTooLarge', `The file is larger than ${uploadBytesMax} bytes.`);
    if (code === 'FST_FILES_LIMIT_REACHED') throw new AppError('tooManyFiles', 'Send one file per upload.');
    if (code?.startsWith('FST_')) throw new AppError('invalidInput', 'The upload form is not valid.');
    throw error;
  }
  if (!file || file.buffer.length === 0) throw new AppError('uploadFileMissing');
  return { fields, file };
}

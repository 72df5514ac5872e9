/** What a picked file must be: one of `types` by its first bytes, at most `maxBytes`. */
export interface FileRule {
  types: readonly string[];
  maxBytes: number;
}

/** A document field's file rule, as GetChannelAttachmentDynamicFormsFields describes it. */
export interface DocumentFileRule extends FileRule {
  maxFiles: number;
}

export type FileProblem = 'type' | 'size';
export type DocumentFileProblem = FileProblem | 'count';

/** The first bytes of the types a document or photo may be (the server sniffs them the same way). */
const signatures: Readonly<Record<string, readonly (readonly number[])[]>> = {
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/bmp': [[0x42, 0x4d]],
  'image/gif': [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  ],
  'application/pdf': [[0x25, 0x50, 0x44, 0x46, 0x2d]],
};

/** What the file picker offers for a rule (the bytes decide, as on the server). */
export const acceptOf = (rule: Pick<DocumentFileRule, 'types'>) => rule.types.join(',');

export const maxMegabytesOf = (rule: Pick<DocumentFileRule, 'maxBytes'>) =>
  Math.round((rule.maxBytes / (1024 * 1024)) * 10) / 10;

async function headBytes(file: Blob, count: number): Promise<Uint8Array> {
  const part = file.slice(0, count);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(part);
  });
}

/** The type a file's first bytes say it is, among `types`, or undefined (whatever its name says). */
export async function sniffedType(file: Blob, types: readonly string[]): Promise<string | undefined> {
  const head = await headBytes(file, 8);
  return types.find((type) => (signatures[type] ?? []).some((sig) => sig.every((b, i) => head[i] === b)));
}

/**
 * Checks a picked file before it is sent, as the server will: the size, then the type by the file's
 * first bytes whatever its name says. The server checks again; the browser only spares the user a
 * refused upload.
 */
export async function fileProblem(file: Blob, rule: FileRule): Promise<FileProblem | null> {
  if (file.size > rule.maxBytes) return 'size';
  if (file.size === 0) return 'type';
  return (await sniffedType(file, rule.types)) ? null : 'type';
}

/** A document field's check: its file count first (`uploaded` already there), then the file's. */
export async function documentFileProblem(
  file: Blob,
  rule: DocumentFileRule,
  uploaded: number,
): Promise<DocumentFileProblem | null> {
  if (uploaded >= rule.maxFiles) return 'count';
  return fileProblem(file, rule);
}

import { constants } from '@coffer/contract/common';
import { fileProblem } from '../../../domain/files/document-files';

const rules = constants.uploads.kycPhoto;
export const photoMaxMb = rules.maxBytes / (1024 * 1024);
/** What the file picker offers; the bytes decide, as on the server. */
export const photoAccept = [...rules.types, '.png', '.jpg', '.jpeg', '.bmp'].join(',');

/**
 * Checks a picked photo before it is sent, as the server will: at most 5 MB, and a PNG, JPG or BMP
 * by its first bytes whatever its name says. The server checks again.
 */
export const photoProblem = (file: Blob) => fileProblem(file, rules);

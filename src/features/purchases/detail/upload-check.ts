// The upload limits of the API (schemas/api/purchases.ts), checked before a file is sent. A browser
// may give an Office file no MIME type: the extension names it then.
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from '../../../../schemas/api/purchases';

export type UploadProblem = 'tooLarge' | 'wrongType' | 'empty';

const MIME_OF_EXTENSION: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(DOCUMENT_TYPES).map(([mime, extension]) => [extension, mime])),
  jpeg: 'image/jpeg',
};

/** The MIME type the file goes up with, or undefined when it is not allowed. */
export function uploadTypeOf(file: Pick<File, 'name' | 'type'>): string | undefined {
  if (file.type && DOCUMENT_TYPES[file.type]) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return file.type ? undefined : MIME_OF_EXTENSION[extension];
}

export function uploadProblemOf(file: Pick<File, 'name' | 'type' | 'size'>): UploadProblem | undefined {
  if (!uploadTypeOf(file)) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size > DOCUMENT_MAX_BYTES) return 'tooLarge';
  return undefined;
}

export const MAX_UPLOAD_MB = DOCUMENT_MAX_BYTES / 1024 / 1024;

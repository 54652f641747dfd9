// The upload limits of the API (schemas/api/purchases.ts), checked before a file is sent. A browser
// may give an Office file no MIME type: the extension names it then.
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENTS_MAX_COUNT,
  DOCUMENTS_MAX_TOTAL_BYTES,
  DOCUMENT_TYPES,
  type PurchaseDocument,
} from '../../../../schemas/api/purchases';
import { isApiError } from '../../../api/client';

export type UploadProblem = 'tooLarge' | 'wrongType' | 'empty' | 'tooMany' | 'full';

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

/** What keeps the file from joining the purchase's `documents`, if anything. */
export function uploadProblemOf(
  file: Pick<File, 'name' | 'type' | 'size'>,
  documents: readonly Pick<PurchaseDocument, 'size'>[],
): UploadProblem | undefined {
  if (!uploadTypeOf(file)) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size > DOCUMENT_MAX_BYTES) return 'tooLarge';
  if (documents.length >= DOCUMENTS_MAX_COUNT) return 'tooMany';
  if (documents.reduce((total, doc) => total + doc.size, file.size) > DOCUMENTS_MAX_TOTAL_BYTES) return 'full';
  return undefined;
}

/** The problem a refused upload's answer names, when it names one (another tab may have added documents). */
export function refusedUploadProblem(error: unknown): UploadProblem | undefined {
  if (isApiError(error, 409) && error.messageCode === 'TooManyDocuments') return 'tooMany';
  if (isApiError(error, 413)) return error.messageCode === 'DocumentsFull' ? 'full' : 'tooLarge';
  if (isApiError(error, 415)) return 'wrongType';
  return undefined;
}

/** The limits as the messages show them. */
export const UPLOAD_LIMITS = {
  max: DOCUMENT_MAX_BYTES / 1024 / 1024,
  count: DOCUMENTS_MAX_COUNT,
  total: DOCUMENTS_MAX_TOTAL_BYTES / 1024 / 1024,
} as const;

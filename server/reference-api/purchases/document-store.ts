// Purchase documents on disk under <dataDir>/documents. An upload streams to a temporary file and is
// renamed into place only once it is whole, within the size limit and of an allowed type, so a failed
// upload leaves nothing behind. The file and its name are on the disk before the upload is answered, as
// the database's row is (synchronous = FULL): a power cut must not leave a row without its file.
import { randomBytes } from 'node:crypto';
import fs, { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from '../../../schemas/api/purchases';
import { HttpError } from '../http/errors';

/** The first bytes each allowed type starts with (DOCX and XLSX are ZIP archives). */
const SIGNATURES: Readonly<Record<string, (head: Buffer) => boolean>> = {
  pdf: (head) => head.subarray(0, 5).toString('latin1') === '%PDF-',
  jpg: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  png: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  webp: (head) => head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP',
  docx: (head) => head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
  xlsx: (head) => head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
};
const SIGNATURE_BYTES = 12;

export interface StoredFile {
  storedName: string;
  size: number;
}

const reject = (status: number, message: string) => new HttpError(status, { success: false, message });

export function tooLarge(): HttpError {
  return reject(413, `The file is larger than ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB`);
}

/** The extension of an allowed MIME type, or a 415. */
export function extensionOf(contentType: string | undefined): string {
  const mime = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const extension = DOCUMENT_TYPES[mime];
  if (!extension) throw reject(415, 'Only PDF, JPEG, PNG, WebP, DOCX and XLSX files can be uploaded');
  return extension;
}

/** Makes a rename in `dir` durable (fsync of the directory). */
function syncDirectory(dir: string): Promise<void> {
  return new Promise((resolve, reject) =>
    fs.open(dir, 'r', (opened, fd) => {
      if (opened) return reject(opened);
      fs.fsync(fd, (synced) => fs.close(fd, () => (synced ? reject(synced) : resolve())));
    }),
  );
}

export function createDocumentStore(dataDir: string) {
  const dir = join(dataDir, 'documents');
  mkdirSync(dir, { recursive: true });

  /** Streams a body into the store; throws 400/413/415 and removes the partial file on any failure. */
  async function save(body: Readable, extension: string): Promise<StoredFile> {
    const id = randomBytes(16).toString('hex');
    const temporary = join(dir, `.upload-${id}`);
    const storedName = `${id}.${extension}`;
    const out = createWriteStream(temporary, { flush: true });
    let size = 0;
    let head = Buffer.alloc(0);
    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > DOCUMENT_MAX_BYTES) throw tooLarge();
        if (head.length < SIGNATURE_BYTES) head = Buffer.concat([head, chunk]).subarray(0, SIGNATURE_BYTES);
        if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      }
      await new Promise<void>((resolve, reject_) => out.end((error?: Error | null) => (error ? reject_(error) : resolve())));
      if (size === 0) throw reject(400, 'The file is empty');
      if (!SIGNATURES[extension]?.(head)) throw reject(415, `The file's content is not ${extension.toUpperCase()}`);
      await rename(temporary, join(dir, storedName));
      await syncDirectory(dir);
      return { storedName, size };
    } catch (error) {
      out.destroy();
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  const pathOf = (storedName: string): string => join(dir, storedName);

  return {
    save,
    open: (storedName: string) => createReadStream(pathOf(storedName)),
    remove: (storedName: string) => unlink(pathOf(storedName)).catch(() => undefined),
  };
}

import type { Request } from 'express';

/** Pre-compressed variants the server can send, best first, with the file suffix the build writes. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export type Encoding = (typeof ENCODINGS)[number];

/**
 * The best encoding the client accepts among those `available`. Brotli wins over gzip whenever both
 * are acceptable: the client's header order only breaks ties between equal q-values.
 */
export async function pickEncoding(
  req: Request,
  available: (encoding: Encoding) => boolean | Promise<boolean>,
): Promise<Encoding | undefined> {
  for (const encoding of ENCODINGS) {
    if (req.acceptsEncodings(encoding.name) === encoding.name && (await available(encoding))) return encoding;
  }
  return undefined;
}

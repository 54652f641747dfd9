// Serves files of one directory, preferring the .br/.gz twin the build wrote when the client accepts it.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { pickEncoding } from './content-encoding';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function staticFiles(root: string, cacheControl: string): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const relative = safeRelativePath(req.path);
    if (!relative || !(await isFile(path.join(root, relative)))) return next();
    const encoding = await pickEncoding(req, (e) => isFile(path.join(root, relative + e.suffix)));
    res.vary('Accept-Encoding');
    res.type(path.extname(relative));
    res.setHeader('Cache-Control', cacheControl);
    if (encoding) res.setHeader('Content-Encoding', encoding.name);
    res.sendFile(
      encoding ? relative + encoding.suffix : relative,
      // Byte ranges of an encoded body would not mean what a client expects.
      { root, cacheControl: false, lastModified: true, acceptRanges: !encoding, dotfiles: 'deny' },
      (error) => {
        if (error && !res.headersSent) next(error);
      },
    );
  };
}

/** The request path as a path inside the root, or undefined for traversal, dot files and bad escapes. */
function safeRelativePath(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const segments = decoded.split('/').filter(Boolean);
  const unsafe = segments.some((s) => s.startsWith('.') || s.includes('\0') || s.includes('\\'));
  return segments.length === 0 || unsafe ? undefined : segments.join('/');
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

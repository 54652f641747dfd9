// Writes .br and .gz twins of text outputs so the server sends them without compressing per request.
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** index.html is not here: the server compresses it after injecting the company config. */
export const COMPRESSIBLE = /\.(js|css|svg)$/;

/** Compresses each file (in parallel on the zlib thread pool) and answers its gzip size, which the size report uses. */
export async function precompress(files: string[]): Promise<Map<string, number>> {
  const gzipSizes = new Map<string, number>();
  await Promise.all(
    files.map(async (file) => {
      const raw = await fs.readFile(file);
      const [gz, br] = await Promise.all([
        gzip(raw, { level: 9 }),
        brotli(raw, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        }),
      ]);
      gzipSizes.set(file, gz.length);
      // A twin no smaller than the original is not worth a round of content negotiation.
      if (gz.length < raw.length) await fs.writeFile(`${file}.gz`, gz);
      if (br.length < raw.length) await fs.writeFile(`${file}.br`, br);
    }),
  );
  return gzipSizes;
}

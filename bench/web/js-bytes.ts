// What the JS a page loaded weighs: each file's gzip size (level 9, as the build compresses), and
// that size shared out among the packages the file was built from, in proportion to their bytes in
// it (esbuild's metafile, which the build writes beside the bundle).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Metafile } from 'esbuild';

export interface JsBytes {
  files: number;
  gzip: number;
  /** gzip bytes by package, largest first; undefined without a metafile */
  byPackage?: [string, number][];
  /** gzip bytes by module (metafile input), likewise */
  byModule?: [string, number][];
}

export function readMetafile(distDir: string): Metafile | undefined {
  const file = path.join(distDir, 'metafile.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Metafile) : undefined;
}

/** `urlPaths` are the paths the browser asked for (/assets/…); the build's outputs are `<outdir>/assets/…`. */
export function jsBytes(urlPaths: readonly string[], distDir: string, metafile: Metafile | undefined): JsBytes {
  const outputs = metafile ? Object.keys(metafile.outputs) : [];
  const byPackage = new Map<string, number>();
  const byModule = new Map<string, number>();
  let gzip = 0;
  for (const urlPath of urlPaths) {
    const size = zlib.gzipSync(fs.readFileSync(path.join(distDir, urlPath)), { level: 9 }).length;
    gzip += size;
    const output = outputs.find((o) => o.endsWith(urlPath));
    const built = output ? metafile?.outputs[output] : undefined;
    if (!built) continue;
    const total = Object.values(built.inputs).reduce((sum, input) => sum + input.bytesInOutput, 0);
    for (const [input, { bytesInOutput }] of Object.entries(built.inputs)) {
      const share = total > 0 ? (size * bytesInOutput) / total : 0;
      const name = packageOf(input);
      byPackage.set(name, (byPackage.get(name) ?? 0) + share);
      byModule.set(input, (byModule.get(input) ?? 0) + share);
    }
  }
  return {
    files: urlPaths.length,
    gzip,
    byPackage: metafile ? [...byPackage].sort((a, b) => b[1] - a[1]) : undefined,
    byModule: metafile ? [...byModule].sort((a, b) => b[1] - a[1]) : undefined,
  };
}

/** 'node_modules/@fluentui/react-button/lib/…' → '@fluentui/react-button'; our code by folder ('src/engine', 'locales'). */
function packageOf(input: string): string {
  const parts = input.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at >= 0) return parts[at + 1]?.startsWith('@') ? `${parts[at + 1]}/${parts[at + 2]}` : (parts[at + 1] ?? input);
  return parts[0] === 'src' && parts.length > 2 ? `${parts[0]}/${parts[1]}` : (parts[0] ?? input);
}

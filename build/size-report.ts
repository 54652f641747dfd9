// What the bundle weighs, and above all what a first visit to /car-auctions downloads: the entry,
// its static imports, and the lazily loaded car-auctions page with its own static imports.
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { outputOf, staticClosure } from './metafile';

interface FileSize {
  /** The metafile's output path. */
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface SizeReport {
  allJs: FileSize[];
  entryClosure: FileSize[];
  firstVisit: FileSize[];
  /** The car-auctions page module, or why it was not counted. */
  page: { module: string; found: true } | { reason: string; found: false };
}

export interface SizeReportInput {
  metafile: Metafile;
  /** The entry module, as the metafile names it ("src/app/main.tsx"). */
  entryPoint: string;
  /** The module src/app/pages.ts maps 'car-auctions' to, as the metafile would name it; undefined when not mapped. */
  pageModule: string | undefined;
  gzipBytes: (file: string) => number;
}

export function sizeReport({ metafile, entryPoint, pageModule, gzipBytes }: SizeReportInput): SizeReport {
  const sized = (file: string): FileSize => ({
    file,
    bytes: metafile.outputs[file]?.bytes ?? 0,
    gzipBytes: gzipBytes(file),
  });
  const entryOutput = outputOf(metafile, entryPoint);
  if (!entryOutput) throw new Error(`The metafile has no output for the entry ${entryPoint}`);
  const entryClosure = staticClosure(metafile, entryOutput);
  const pageOutput = pageModule ? outputOf(metafile, pageModule) : undefined;
  const firstVisit = new Set([...entryClosure, ...(pageOutput ? staticClosure(metafile, pageOutput) : [])]);
  let page: SizeReport['page'];
  if (!pageModule) page = { found: false, reason: "src/app/pages.ts maps no module to 'car-auctions'" };
  else if (!pageOutput) page = { found: false, reason: `${pageModule} is not a separate chunk of the bundle` };
  else page = { found: true, module: pageModule };
  return {
    allJs: Object.keys(metafile.outputs)
      .filter((file) => file.endsWith('.js'))
      .map(sized),
    entryClosure: entryClosure.map(sized),
    firstVisit: [...firstVisit].map(sized),
    page,
  };
}

export function formatSizeReport(report: SizeReport): string {
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const total = (files: FileSize[]) => ({
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzip: files.reduce((sum, f) => sum + f.gzipBytes, 0),
  });
  const all = total(report.allJs);
  const entry = total(report.entryClosure);
  const first = total(report.firstVisit);
  const counted = report.firstVisit.map((f) => `${path.posix.basename(f.file)} ${kB(f.gzipBytes)}`).join(', ');
  return [
    `JS, all ${report.allJs.length} files: ${kB(all.bytes)} (${kB(all.gzip)} gzip)`,
    `Entry and its static imports: ${kB(entry.bytes)} (${kB(entry.gzip)} gzip)`,
    `First visit to /car-auctions: ${kB(first.gzip)} gzip JS`,
    `  counted: ${counted}`,
    report.page.found ? `  page module: ${report.page.module}` : `  page not counted: ${report.page.reason}`,
  ].join('\n');
}

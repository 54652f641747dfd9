// What the bundle weighs, and above all what the first visits build/first-visit-budget.ts names
// download: the entry, its static imports, and the modules the page loads besides (its own chunks,
// and those it imports lazily once running), each with its static imports.
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
  /** visit (a page on a viewport) → the files that first visit downloads */
  firstVisit: Record<string, FileSize[]>;
  /** modules named for a first visit that are no chunk of their own, so were not counted */
  notFound: string[];
}

export interface SizeReportInput {
  metafile: Metafile;
  /** The entry module, as the metafile names it ("src/app/main.tsx"). */
  entryPoint: string;
  /** visit → the modules that first visit loads besides the entry, as the metafile names them, or a package by its name */
  firstVisitModules: Readonly<Record<string, readonly string[]>>;
  gzipBytes: (file: string) => number;
}

export function sizeReport({ metafile, entryPoint, firstVisitModules, gzipBytes }: SizeReportInput): SizeReport {
  const sized = (file: string): FileSize => ({
    file,
    bytes: metafile.outputs[file]?.bytes ?? 0,
    gzipBytes: gzipBytes(file),
  });
  const entryOutput = outputOf(metafile, entryPoint);
  if (!entryOutput) throw new Error(`The metafile has no output for the entry ${entryPoint}`);
  const entryClosure = staticClosure(metafile, entryOutput);
  const notFound = new Set<string>();
  const firstVisit = Object.fromEntries(
    Object.entries(firstVisitModules).map(([viewport, modules]) => {
      const files = new Set(entryClosure);
      for (const module of modules) {
        const output = outputOf(metafile, module) ?? packageOutput(metafile, module);
        if (output) staticClosure(metafile, output).forEach((file) => files.add(file));
        else notFound.add(module);
      }
      return [viewport, [...files].map(sized)];
    }),
  );
  return {
    allJs: Object.keys(metafile.outputs)
      .filter((file) => file.endsWith('.js'))
      .map(sized),
    entryClosure: entryClosure.map(sized),
    firstVisit,
    notFound: [...notFound],
  };
}

/** The chunk a lazily imported package became (its entry point under node_modules). */
function packageOutput(metafile: Metafile, name: string): string | undefined {
  const inPackage = (entryPoint = '') => entryPoint.startsWith(`node_modules/${name}/`) || entryPoint.includes(`/node_modules/${name}/`);
  return Object.keys(metafile.outputs).find((output) => output.endsWith('.js') && inPackage(metafile.outputs[output]?.entryPoint));
}

const gzipTotal = (files: FileSize[]) => files.reduce((sum, f) => sum + f.gzipBytes, 0);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function formatSizeReport(report: SizeReport): string {
  const total = (files: FileSize[]) => ({ bytes: files.reduce((sum, f) => sum + f.bytes, 0), gzip: gzipTotal(files) });
  const all = total(report.allJs);
  const entry = total(report.entryClosure);
  return [
    `JS, all ${report.allJs.length} files: ${kB(all.bytes)} (${kB(all.gzip)} gzip)`,
    `Entry and its static imports: ${kB(entry.bytes)} (${kB(entry.gzip)} gzip)`,
    ...Object.entries(report.firstVisit).flatMap(([visit, files]) => [
      `First visit to ${visit}: ${kB(gzipTotal(files))} gzip JS in ${files.length} files`,
      `  counted: ${files.map((f) => `${path.posix.basename(f.file)} ${kB(f.gzipBytes)}`).join(', ')}`,
    ]),
  ].join('\n');
}

/** Why the build must fail: a first visit above its budget (gzip bytes), or a module it could not count. */
export function budgetProblems(report: SizeReport, budgetBytes: Readonly<Record<string, number>>, budgetFile: string): string[] {
  return [
    ...report.notFound.map((module) => `${module} (${budgetFile}) is no chunk of its own: the first visit cannot be counted`),
    ...Object.entries(report.firstVisit)
      .filter(([visit, files]) => gzipTotal(files) > (budgetBytes[visit] ?? 0))
      .map(
        ([visit, files]) =>
          `First visit to ${visit}: ${gzipTotal(files)} B gzip JS, above the budget of ${budgetBytes[visit] ?? 0} B in ${budgetFile}`,
      ),
  ];
}

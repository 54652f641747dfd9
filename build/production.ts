import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { PAGE_PRELOADS_FILE } from '../server/index-page';
import * as breakpoints from '../src/ui/breakpoints';
import { displayPath, repoRoot } from '../server/paths';
import { bundleOptions } from './bundle-options';
import { COMPRESSIBLE, precompress } from './compress';
import { renderEntryHtml } from './entry-html';
import { mergeChunks } from './merge-chunks';
import { outputOf, outputUrl } from './metafile';
import { mediaViewsIn, pageOwnModules, pagePreloads, pageTextModules, type MediaView } from './page-preloads';
import { DEFAULT_LOCALE } from '../src/i18n/locales';
import { lazyImportMap } from './pages-map';
import { metafilePath } from './paths';
import { sizeReport, type SizeReport } from './size-report';
import type { FirstVisit } from './first-visit-budget';

export interface ProductionBuild {
  entry: string;
  outDir: string;
  htmlTemplate: string;
  /** The lazy page map, for each page's preloads and the size report. */
  pagesMap: string;
  /** The lazy layout map, likewise. */
  layoutsMap: string;
  /** The first visits the size report counts: each a page, with what it imports lazily once running. */
  firstVisits: readonly FirstVisit[];
}

/** Bundles into a clean outDir, writes index.html and the compressed twins, and measures the result. */
export async function buildProduction({
  entry,
  outDir,
  htmlTemplate,
  pagesMap,
  layoutsMap,
  firstVisits,
}: ProductionBuild): Promise<SizeReport> {
  await fs.rm(outDir, { recursive: true, force: true });
  const entryPoint = metafilePath(entry);
  const lazyMap = async (file: string) => lazyImportMap(await fs.readFile(file, 'utf8').catch(() => ''), metafilePath(file));
  const pageModules = await lazyMap(pagesMap);
  const layoutModules = await lazyMap(layoutsMap);
  const split = await esbuild.build(bundleOptions('production', entry, outDir));
  // fewer, larger files: esbuild's chunks merged by the entries that need them
  const metafile = await mergeChunks({
    metafile: split.metafile,
    entryOutput: outputOf(split.metafile, entryPoint)!,
    outDir,
    workingDir: repoRoot,
  });
  const template = await fs.readFile(htmlTemplate, 'utf8');
  const html = renderEntryHtml({ template, metafile, entryPoint, outDir, workingDir: repoRoot, modulePreload: true });
  await fs.writeFile(path.join(outDir, 'index.html'), html);
  // what each output is made of, for `npm run bench:web` (the server serves only assets/ and index.html)
  await fs.writeFile(path.join(outDir, 'metafile.json'), JSON.stringify(metafile));
  const entryOutput = outputOf(metafile, entryPoint)!;
  const url = (output: string) => outputUrl(output, outDir, repoRoot);
  const mediaViews = (input: string): MediaView[] =>
    /^src\/.*\.tsx?$/.test(input) ? mediaViewsIn(readFileSync(path.resolve(repoRoot, input), 'utf8'), input, breakpoints) : [];
  const preloads = pagePreloads({ metafile, entryOutput, pageModules, layoutModules, url, mediaViews });
  await fs.writeFile(path.join(outDir, PAGE_PRELOADS_FILE), JSON.stringify(preloads));

  const absolute = (output: string) => path.resolve(repoRoot, output);
  const gzipSizes = await precompress(
    Object.keys(metafile.outputs)
      .filter((o) => COMPRESSIBLE.test(o))
      .map(absolute),
  );
  // each page with its texts in the language the company's visitors get when none is chosen (the app's default)
  const pageOwn = (page: string) => {
    if (!pageModules.has(page)) throw new Error(`${displayPath(pagesMap)} maps no module to '${page}'`);
    return [
      ...pageOwnModules(page, { pageModules, layoutModules }),
      ...pageTextModules(page, metafile, entryOutput)
        .filter(({ language }) => language === DEFAULT_LOCALE)
        .map(({ module }) => module),
    ];
  };
  return sizeReport({
    metafile,
    entryPoint,
    firstVisitModules: Object.fromEntries(
      firstVisits.map(({ name, page, loadedAtRunTime }) => [name, [...pageOwn(page), ...loadedAtRunTime]]),
    ),
    gzipBytes: (output) => gzipSizes.get(absolute(output)) ?? 0,
  });
}

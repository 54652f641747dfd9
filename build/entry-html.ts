// dist/index.html: src/index.html with the bundle's tags. The server adds the company's head tags
// later, at its <!--seri:head--> marker.
import type { Metafile } from 'esbuild';
import { outputOf, outputUrl, staticClosure } from './metafile';

export const ENTRY_MARKER = '<!--seri:entry-->';

/**
 * The entry script, a modulepreload for each chunk it imports statically (fetched in parallel,
 * not one after another as imports are discovered), and the entry's CSS if it has any.
 */
export interface EntryHtmlInput {
  template: string;
  metafile: Metafile;
  /** The entry module, as the metafile names it. */
  entryPoint: string;
  outDir: string;
  /** The directory metafile paths are relative to. */
  workingDir: string;
  /** Off in dev, where chunk names change on every rebuild but index.html is read once. */
  modulePreload: boolean;
}

export function renderEntryHtml({ template, metafile, entryPoint, outDir, workingDir, modulePreload }: EntryHtmlInput): string {
  if (!template.includes(ENTRY_MARKER)) throw new Error(`src/index.html lacks the ${ENTRY_MARKER} marker`);
  const entryOutput = outputOf(metafile, entryPoint);
  if (!entryOutput) throw new Error(`The metafile has no output for the entry ${entryPoint}`);
  const url = (output: string) => outputUrl(output, outDir, workingDir);
  const css = metafile.outputs[entryOutput]?.cssBundle;
  const tags = [
    ...(css ? [`<link rel="stylesheet" href="${url(css)}" />`] : []),
    ...(modulePreload ? staticClosure(metafile, entryOutput).slice(1) : []).map(
      (chunk) => `<link rel="modulepreload" href="${url(chunk)}" />`,
    ),
    `<script type="module" src="${url(entryOutput)}"></script>`,
  ];
  return template.replace(ENTRY_MARKER, () => tags.join('\n    '));
}

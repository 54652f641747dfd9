// Questions the build asks esbuild's metafile: which output a module became, and what a browser
// must download before that output runs.
import path from 'node:path';
import type { Metafile } from 'esbuild';

/** The .js output built from `modulePath` (a path relative to the build's working directory, with or without extension). */
export function outputOf(metafile: Metafile, modulePath: string): string | undefined {
  const wanted = stripExtension(modulePath);
  return Object.keys(metafile.outputs).find((output) => {
    const entryPoint = metafile.outputs[output]?.entryPoint;
    if (!entryPoint || !output.endsWith('.js')) return false;
    const built = stripExtension(entryPoint);
    return built === wanted || built === `${wanted}/index`;
  });
}

/** `output` and every chunk it imports statically, transitively: what runs before its code can. */
export function staticClosure(metafile: Metafile, output: string): string[] {
  const seen = new Set<string>([output]);
  for (const file of seen) {
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) seen.add(imported.path);
    }
  }
  return [...seen];
}

function stripExtension(file: string): string {
  return file.slice(0, file.length - path.posix.extname(file).length);
}

/** The URL a build output is served at: its path under the output directory, from the site root. */
export function outputUrl(output: string, outDir: string, workingDir: string): string {
  return `/${path.relative(outDir, path.resolve(workingDir, output)).split(path.sep).join('/')}`;
}

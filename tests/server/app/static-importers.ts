// What the tests ask of a build's module graph (the build itself no longer needs it).
import path from 'node:path';
import type { Metafile } from 'esbuild';

/**
 * The modules `roots` import statically, transitively, with the roots themselves, as absolute paths
 * (from a build's metafile; a root is a module path relative to the working directory, its extension optional).
 */
export function staticImporters(metafile: Metafile, roots: readonly string[], workingDir: string): Set<string> {
  const inputs = Object.keys(metafile.inputs);
  const seen = new Set(roots.flatMap((root) => inputs.filter((input) => input === root || input.startsWith(`${root}.`))));
  for (const file of seen) {
    for (const imported of metafile.inputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) seen.add(imported.path);
    }
  }
  return new Set([...seen].map((file) => path.resolve(workingDir, file)));
}

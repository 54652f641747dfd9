// Rewrites esbuild's output chunks as the groups of build/chunk-groups.ts, one file per group, with a
// second esbuild build over the first one's files (their linked source maps carried through), and
// answers a metafile of the result in esbuild's shape, as the rest of the build expects.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { BROWSER_TARGET } from './bundle-options';
import { chunkGroups, groupCycle, type ChunkGroup } from './chunk-groups';
import { outputUrl } from './metafile';

export interface MergeChunksInput {
  /** The first build's metafile; its files are on disk. */
  metafile: esbuild.Metafile;
  entryOutput: string;
  outDir: string;
  /** The directory metafile paths are relative to. */
  workingDir: string;
}

type Output = esbuild.Metafile['outputs'][string];

const HASH_LENGTH = 8;
/** Stands for a group's hash until it is known: as long as the hash, so source map columns hold. */
const placeholderOf = (group: number) => `~G${String(group).padStart(HASH_LENGTH - 3, '0')}~`;
const PLACEHOLDER = new RegExp(`~G(\\d{${HASH_LENGTH - 3}})~`);
const SOURCE_MAP_COMMENT = /(^|\n)\/\/# sourceMappingURL=\S+\s*$/;
const GROUP_NS = 'seri-group';
/** The imports esbuild writes at the top of a chunk: `import{a as b,c}from"/assets/…";` or `import"/assets/…";`. */
const LEADING_IMPORT = /\s*import\s*(?:\{([^}]*)\}\s*from\s*)?"(\/[^"]+)";?/y;

/** Writes the merged files in place of the first build's .js files and their maps; answers the new metafile. */
export async function mergeChunks({ metafile, entryOutput, outDir, workingDir }: MergeChunksInput): Promise<esbuild.Metafile> {
  const groups = chunkGroups(metafile, entryOutput);
  const cycle = groupCycle(groups, metafile);
  if (cycle) throw new Error(`Chunk merge: the merged files would import each other statically: ${cycle.join(' → ')}`);
  const groupOf = new Map(groups.flatMap((group, i) => group.files.map((file) => [file, i] as const)));
  const exportNames = groupExportNames(groups, (file) => metafile.outputs[file]?.exports ?? []);
  const exportsOf = (file: string) => [...exportNames.get(file)!];

  const relative = (file: string) => path.relative(workingDir, file).split(path.sep).join('/');
  const toOutput = (url: string) => relative(path.join(outDir, url));
  const toUrl = (output: string) => outputUrl(output, outDir, workingDir);
  const stem = (group: ChunkGroup) =>
    group.entry ? toUrl(group.entry).replace(/-[A-Z0-9]+\.js$/, '') : `${path.posix.dirname(toUrl(entryOutput))}/chunks/chunk`;
  const urlOf = (group: number, hash: string) => `${stem(groups[group]!)}-${hash}.js`;
  /** `file`'s leading imports of other groups' files, as imports of those groups' files, and `file` without them. */
  const linkImports = (source: string, file: string) => {
    const own = groupOf.get(file);
    const names = new Map<number, string[]>();
    let code = source;
    LEADING_IMPORT.lastIndex = 0;
    for (let found = LEADING_IMPORT.exec(source); found; found = LEADING_IMPORT.exec(source)) {
      const [statement, list, url] = found as unknown as [string, string | undefined, string];
      const target = toOutput(url);
      const group = groupOf.get(target);
      if (group === undefined || group === own) continue;
      const exported = exportNames.get(target)!;
      const linked = (list ?? '')
        .split(',')
        .filter((item) => item.trim() !== '')
        .map((item) => {
          const [name, local = name] = item.trim().split(/\s+as\s+/) as [string, string?];
          if (!exported.has(name)) throw new Error(`Chunk merge: ${file} imports '${name}', which ${target} does not export`);
          return `${exported.get(name)} as ${local}`;
        });
      names.set(group, [...(names.get(group) ?? []), ...linked]);
      code = code.slice(0, found.index) + ' '.repeat(statement.length) + code.slice(found.index + statement.length);
    }
    const header = [...names]
      .map(([group, list]) => {
        const from = JSON.stringify(urlOf(group, placeholderOf(group)));
        return list.length > 0 ? `import{${list.join(',')}}from${from};` : `import${from};`;
      })
      .join('');
    return { header, code };
  };

  const plugin: esbuild.Plugin = {
    name: 'merge-chunks',
    setup(build) {
      build.onResolve({ filter: PLACEHOLDER }, (args) => ({ path: args.path, external: true }));
      build.onResolve({ filter: new RegExp(`^${GROUP_NS}:`) }, (args) => ({
        path: args.path.slice(GROUP_NS.length + 1),
        namespace: GROUP_NS,
      }));
      build.onResolve({ filter: /^\// }, (args) => {
        const target = toOutput(args.path);
        const group = groupOf.get(target);
        if (group === undefined) throw new Error(`Chunk merge: ${args.importer} imports ${args.path}, which the build did not write`);
        if (args.kind === 'dynamic-import') return { path: urlOf(group, placeholderOf(group)), external: true };
        if (args.namespace === GROUP_NS || group === groupOf.get(relative(args.importer)))
          return { path: path.resolve(workingDir, target) };
        throw new Error(`Chunk merge: ${args.importer} imports ${args.path} in a way the merge does not read`);
      });
      build.onLoad({ filter: /.*/, namespace: GROUP_NS }, (args) => {
        const group = groups[Number(args.path)]!;
        const lines = group.files.map((file) => {
          const names = exportsOf(file).map(([name, exported]) => `${name} as ${exported}`);
          return `${names.length > 0 ? `export { ${names.join(', ')} } from` : 'import'} ${JSON.stringify(toUrl(file))};`;
        });
        return { contents: lines.join('\n'), loader: 'js', resolveDir: outDir };
      });
      // a first-build file, its imports of other groups' files made imports of those groups' files
      // (one line added on top, blanks in their place: the source map holds), its map inlined (its
      // comment names it by URL, which esbuild cannot read)
      build.onLoad({ filter: /\.js$/ }, async (args) => {
        const file = relative(args.path);
        const { header, code } = linkImports(await fs.readFile(args.path, 'utf8'), file);
        const map = JSON.parse(await fs.readFile(`${args.path}.map`, 'utf8')) as { mappings: string };
        const inlineMap = Buffer.from(JSON.stringify({ ...map, mappings: `;${map.mappings}` })).toString('base64');
        const contents = `${header}\n${code.replace(SOURCE_MAP_COMMENT, '')}\n//# sourceMappingURL=data:application/json;base64,${inlineMap}\n`;
        return { contents, loader: 'js' };
      });
    },
  };

  const built = await esbuild.build({
    absWorkingDir: workingDir,
    entryPoints: groups.map((group, i) => ({ in: `${GROUP_NS}:${i}`, out: urlOf(i, placeholderOf(i)).slice(1, -'.js'.length) })),
    outdir: outDir,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: BROWSER_TARGET,
    minify: true,
    sourcemap: 'linked',
    metafile: true,
    write: false,
    plugins: [plugin],
    publicPath: '/',
    logLevel: 'warning',
  });

  const written = (group: number, extension: string) => {
    const file = path.join(outDir, `${urlOf(group, placeholderOf(group))}${extension}`);
    const output = built.outputFiles.find((o) => o.path === file);
    if (!output) throw new Error(`Chunk merge: esbuild wrote no ${file}`);
    return output.text;
  };
  const codes = groups.map((_, i) => written(i, ''));
  const hashes = finalHashes(groups, codes, metafile, groupOf);
  const finalUrls = groups.map((_, i) => urlOf(i, hashes[i]!));
  const final = (text: string) => text.replace(new RegExp(PLACEHOLDER.source, 'g'), (_, group: string) => hashes[Number(group)]!);

  const replaced = new Set([...groupOf.keys()].flatMap((file) => [file, `${file}.map`]));
  await Promise.all([...replaced].map((file) => fs.rm(path.resolve(workingDir, file), { force: true })));
  const outputs: Record<string, Output> = Object.fromEntries(Object.entries(metafile.outputs).filter(([file]) => !replaced.has(file)));
  await Promise.all(
    groups.map(async (group, i) => {
      const file = toOutput(finalUrls[i]!);
      const code = final(codes[i]!);
      const map = final(written(i, '.map'));
      await fs.writeFile(path.resolve(workingDir, file), code);
      await fs.writeFile(path.resolve(workingDir, `${file}.map`), map);
      const first = group.files.map((f) => metafile.outputs[f]!);
      const imports = first
        .flatMap((o) => o.imports)
        .flatMap((imp) => {
          const target = groupOf.get(imp.path);
          if (target === undefined) return [imp];
          return target === i && imp.kind === 'import-statement' ? [] : [{ path: toOutput(finalUrls[target]!), kind: imp.kind }];
        });
      const { entryPoint, cssBundle } = group.entry ? metafile.outputs[group.entry]! : {};
      outputs[file] = {
        bytes: Buffer.byteLength(code),
        inputs: Object.fromEntries(first.flatMap((o) => Object.entries(o.inputs))),
        imports: imports.filter((imp, n) => imports.findIndex((other) => other.path === imp.path && other.kind === imp.kind) === n),
        exports: built.metafile.outputs[toOutput(urlOf(i, placeholderOf(i)))]?.exports ?? [],
        ...(entryPoint ? { entryPoint } : {}),
        ...(cssBundle ? { cssBundle } : {}),
      };
      outputs[`${file}.map`] = { bytes: Buffer.byteLength(map), inputs: {}, imports: [], exports: [] };
    }),
  );
  return { inputs: metafile.inputs, outputs };
}

/**
 * Content hashes that survive cycles, as Rollup's: a file's hash covers its own text (other files
 * named by placeholder) and the texts of every file it loads, statically or not, transitively.
 */
function finalHashes(
  groups: readonly ChunkGroup[],
  codes: readonly string[],
  metafile: esbuild.Metafile,
  groupOf: ReadonlyMap<string, number>,
): string[] {
  const textHashes = codes.map((code) => createHash('sha256').update(code).digest('hex'));
  const next = groups.map((group) =>
    group.files.flatMap((file) => (metafile.outputs[file]?.imports ?? []).flatMap((imp) => groupOf.get(imp.path) ?? [])),
  );
  return groups.map((_, i) => {
    const reached = new Set([i]);
    for (const group of reached) next[group]!.forEach((target) => reached.add(target));
    reached.delete(i);
    const hash = createHash('sha256').update(textHashes[i]!);
    for (const text of [...reached].map((group) => textHashes[group]!).sort()) hash.update(text);
    return base32(hash.digest()).slice(0, HASH_LENGTH);
  });
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(bytes: Buffer): string {
  let bits = '';
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
  return (bits.match(/.{5}/g) ?? []).map((chunk) => BASE32[parseInt(chunk, 2)]).join('');
}

/**
 * The name each file's export has in its group's file: an entry's keep theirs (its dynamic
 * importers use them), the others get short ones, unique in the group.
 */
function groupExportNames(groups: readonly ChunkGroup[], exportsOf: (file: string) => readonly string[]): Map<string, Map<string, string>> {
  const names = new Map<string, Map<string, string>>();
  for (const group of groups) {
    const taken = new Set(group.entry ? exportsOf(group.entry) : []);
    const fresh = shortNames(taken);
    for (const file of group.files) {
      names.set(file, new Map(exportsOf(file).map((name) => [name, file === group.entry ? name : fresh.next().value!])));
    }
  }
  return names;
}

const FIRST = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$';
const NEXT = `${FIRST}0123456789`;
const KEYWORDS = new Set(['do', 'if', 'in', 'for', 'let', 'new', 'try', 'var']);

/** a, b, … $, aa, ab, …: identifiers not in `taken` and no keyword. */
function* shortNames(taken: ReadonlySet<string>): Generator<string, never> {
  for (let n = 0; ; n++) {
    let name = FIRST[n % FIRST.length]!;
    for (let rest = Math.floor(n / FIRST.length); rest > 0; rest = Math.floor((rest - 1) / NEXT.length))
      name += NEXT[(rest - 1) % NEXT.length];
    if (!taken.has(name) && !KEYWORDS.has(name)) yield name;
  }
}

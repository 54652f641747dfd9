// Which of esbuild's output chunks can become one file. esbuild makes a chunk per set of entries
// (the entry and every dynamic-import target) that reach a module, not knowing that a lazy entry
// only ever loads after its importer, so code the entry already loaded ends up in many small shared
// chunks. As Rollup does: files needed by the same entries, once what is certainly loaded before
// each entry is set aside, always load together, so merging them never downloads anything earlier.
import type { Metafile } from 'esbuild';
import { staticClosure } from './metafile';

export interface ChunkGroup {
  /** The outputs to merge, each after the in-group files it imports (ESM evaluation order). */
  files: string[];
  /** The entry output among them: its exports keep their names (importers use them). */
  entry?: string;
}

interface Edges {
  statics: string[];
  dynamics: string[];
}

/** The .js outputs of `metafile` grouped by the entries that need them; `entryOutput` is the real entry. */
export function chunkGroups(metafile: Metafile, entryOutput: string): ChunkGroup[] {
  const graph = new Map(
    Object.entries(metafile.outputs).map(([file, { imports }]) => {
      const local = imports.filter((i) => !i.external && i.path.endsWith('.js'));
      const of = (kind: string) => local.filter((i) => i.kind === kind).map((i) => i.path);
      return [file, { statics: of('import-statement'), dynamics: of('dynamic-import') }];
    }),
  );
  const edges = (file: string): Edges => graph.get(file) ?? { statics: [], dynamics: [] };
  const { order, entries } = evaluationOrder(entryOutput, edges);
  const closures = new Map(entries.map((entry) => [entry, new Set(staticClosure(metafile, entry))]));
  const loaded = alreadyLoaded(entries, closures, edges);
  const need = new Map<string, string[]>();
  for (const entry of entries) {
    for (const file of closures.get(entry)!) if (!loaded.get(entry)!.has(file)) need.set(file, [...(need.get(file) ?? []), entry]);
  }
  const groups = new Map<string, ChunkGroup>();
  for (const file of order) {
    const key = need.get(file)!.join('\n');
    const group = groups.get(key) ?? { files: [] };
    groups.set(key, group);
    group.files.push(file);
    if (!entries.includes(file)) continue;
    if (group.entry)
      throw new Error(`Chunk merge: the entries ${group.entry} and ${file} always load together, so cannot be one file each`);
    group.entry = file;
  }
  return [...groups.values()];
}

/**
 * Every .js output reached from the entry, each after the files it imports statically (depth
 * first, in import order, as ESM evaluates them), then each lazy entry's own; and the entries: the
 * real one, then every dynamic-import target in the order found.
 */
function evaluationOrder(entryOutput: string, edges: (file: string) => Edges): { order: string[]; entries: string[] } {
  const order: string[] = [];
  const entries = [entryOutput];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const { statics, dynamics } = edges(file);
    statics.forEach(visit);
    order.push(file);
    for (const target of dynamics) if (!entries.includes(target)) entries.push(target);
  };
  for (let i = 0; i < entries.length; i++) visit(entries[i]!);
  return { order, entries };
}

/**
 * What is certainly loaded when each entry starts: nothing for the real entry; for a lazy one, what
 * every entry that can import it has loaded, itself included (greatest fixed point: lazy entries
 * start at "everything", undefined here, and only shrink).
 */
function alreadyLoaded(
  entries: readonly string[],
  closures: ReadonlyMap<string, ReadonlySet<string>>,
  edges: (file: string) => Edges,
): Map<string, Set<string>> {
  const loaded = new Map<string, Set<string> | undefined>(entries.map((entry, i) => [entry, i === 0 ? new Set() : undefined]));
  const importers = (target: string) =>
    entries.filter((entry) => [...closures.get(entry)!].some((file) => edges(file).dynamics.includes(target)));
  const importersOf = new Map(entries.map((entry) => [entry, importers(entry)]));
  for (let changed = true; changed;) {
    changed = false;
    for (const entry of entries.slice(1)) {
      let known: Set<string> | undefined;
      for (const importer of importersOf.get(entry)!) {
        const before = loaded.get(importer);
        if (!before) continue;
        const after = new Set([...before, ...closures.get(importer)!]);
        known = known ? new Set([...known].filter((file) => after.has(file))) : after;
      }
      const current = loaded.get(entry);
      if (known && (!current || known.size < current.size)) {
        loaded.set(entry, known);
        changed = true;
      }
    }
  }
  // an entry no loaded entry imports cannot be reached: the loop above gave every entry a set
  return new Map(entries.map((entry) => [entry, loaded.get(entry) ?? new Set()]));
}

/** The merged files' static imports of each other form no cycle (one would change evaluation order). */
export function groupCycle(groups: readonly ChunkGroup[], metafile: Metafile): string[] | undefined {
  const groupOf = new Map(groups.flatMap((group, i) => group.files.map((file) => [file, i] as const)));
  const next = groups.map((group, i) => {
    const targets = group.files.flatMap((file) =>
      (metafile.outputs[file]?.imports ?? []).filter((imp) => imp.kind === 'import-statement').map((imp) => groupOf.get(imp.path)),
    );
    return [...new Set(targets)].filter((target): target is number => target !== undefined && target !== i);
  });
  const state = new Map<number, 'open' | 'done'>();
  const path: number[] = [];
  const visit = (i: number): number[] | undefined => {
    if (state.get(i) === 'done') return undefined;
    if (state.get(i) === 'open') return path.slice(path.indexOf(i));
    state.set(i, 'open');
    path.push(i);
    for (const target of next[i]!) {
      const cycle = visit(target);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(i, 'done');
    return undefined;
  };
  for (let i = 0; i < groups.length; i++) {
    const cycle = visit(i);
    if (cycle) return cycle.map((g) => groups[g]!.files[0]!);
  }
  return undefined;
}

// Which of esbuild's output chunks can become one file. esbuild makes a chunk per set of entries
// (the entry and every dynamic-import target) that reach a module, not knowing that a lazy entry
// only ever loads after its importer, so code the entry already loaded ends up in many small shared
// chunks. As Rollup does: files needed by the same entries, once what is certainly loaded before
// each entry is set aside, always load together, so merging them never downloads anything earlier.
// Then each small group joins one that always loads with it: a bounded over-fetch for fewer files.
import type { Metafile } from 'esbuild';
import { staticClosure } from './metafile';

export interface ChunkGroup {
  /** The outputs to merge, each after the in-group files it imports (ESM evaluation order). */
  files: string[];
  /** The entry output among them: its exports keep their names (importers use them). */
  entry?: string;
}

/**
 * Below this many minified bytes a group without an entry joins another one: each file a visit
 * waits for costs a round trip or a connection slot (HTTP/1.1, six at a time), more than the
 * download of a few kB.
 */
export const MIN_GROUP_BYTES = 8_000;
/**
 * The most minified bytes those joins may add to what any one entry downloads and does not run.
 * Measured (`npm run bench:web`, 2026-11-29): 9 kB gave 0.2-1.0 kB fewer than 12 on each of the five
 * pages measured; 6 kB left more small files.
 */
export const MAX_OVERFETCH_BYTES = 9_000;
/** The same for the main entry: every visit downloads it, the sign-in page little else. */
export const MAX_MAIN_OVERFETCH_BYTES = 1_000;

interface NeededGroup extends ChunkGroup {
  /** The entries that download the group (the main entry's: all of them). */
  need: Set<string>;
  bytes: number;
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
  const groups = new Map<string, NeededGroup>();
  for (const file of order) {
    const key = need.get(file)!.join('\n');
    const group = groups.get(key) ?? { files: [], need: new Set(need.get(file)), bytes: 0 };
    groups.set(key, group);
    group.files.push(file);
    group.bytes += metafile.outputs[file]?.bytes ?? 0;
    if (!entries.includes(file)) continue;
    if (group.entry)
      throw new Error(`Chunk merge: the entries ${group.entry} and ${file} always load together, so cannot be one file each`);
    group.entry = file;
  }
  // the main entry's group loads before every entry
  groups.get(entryOutput)!.need = new Set(entries);
  const merged = mergeSmallGroups([...groups.values()], entries, metafile, new Map(order.map((file, i) => [file, i])));
  return merged.map(({ files, entry }) => (entry ? { files, entry } : { files }));
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

/**
 * Small groups joined to others, as Rollup's `experimentalMinChunkSize`, the cheapest join first:
 * each to a group that always loads when it does (its need set a superset), the one whose entries
 * download it in vain fewest times; never past MAX_OVERFETCH_BYTES for an entry (the main entry:
 * MAX_MAIN_OVERFETCH_BYTES), never pulling a file it imports into a visit that did not load it,
 * never into an import cycle.
 */
function mergeSmallGroups(
  start: readonly NeededGroup[],
  entries: readonly string[],
  metafile: Metafile,
  position: ReadonlyMap<string, number>,
): NeededGroup[] {
  let groups = [...start];
  const overfetch = new Map(entries.map((entry) => [entry, 0]));
  const overfetchBound = (entry: string) => (entry === entries[0] ? MAX_MAIN_OVERFETCH_BYTES : MAX_OVERFETCH_BYTES);
  const vain = (small: NeededGroup, target: NeededGroup) => [...target.need].filter((entry) => !small.need.has(entry));
  const joined = (small: NeededGroup, target: NeededGroup): NeededGroup => ({
    ...target,
    files: [...target.files, ...small.files].sort((a, b) => position.get(a)! - position.get(b)!),
    bytes: target.bytes + small.bytes,
  });
  const without = (small: NeededGroup, target: NeededGroup) =>
    groups.flatMap((group) => (group === small ? [] : [group === target ? joined(small, target) : group]));
  /** The join of `small` that downloads the fewest bytes in vain, over all entries. */
  const cheapestJoin = (small: NeededGroup) => {
    const next = groupImports(groups, metafile);
    const reach = (from: NeededGroup) => {
      const reached = new Set([groups.indexOf(from)]);
      for (const group of reached) next[group]!.forEach((target) => reached.add(target));
      return new Set([...reached].map((i) => groups[i]!));
    };
    const imported = next[groups.indexOf(small)]!.map((i) => groups[i]!);
    const main = groups.find((group) => group.entry === entries[0]);
    const fits = (target: NeededGroup) =>
      target !== small &&
      [...small.need].every((entry) => target.need.has(entry)) &&
      imported.every((group) => group === main || reach(target).has(group)) &&
      vain(small, target).every((entry) => overfetch.get(entry)! + small.bytes <= overfetchBound(entry)) &&
      !groupCycle(without(small, target), metafile);
    return groups
      .filter(fits)
      .map((target) => ({ small, target, cost: small.bytes * vain(small, target).length }))
      .sort((a, b) => a.cost - b.cost)[0];
  };
  const joinCheapest = () => {
    const join = groups
      .filter((group) => !group.entry && group.bytes < MIN_GROUP_BYTES)
      .flatMap((small) => cheapestJoin(small) ?? [])
      .sort((a, b) => a.cost - b.cost)[0];
    if (!join) return false;
    for (const entry of vain(join.small, join.target)) overfetch.set(entry, overfetch.get(entry)! + join.small.bytes);
    groups = without(join.small, join.target);
    return true;
  };
  while (joinCheapest());
  return groups;
}

/** For each group, the other groups its files import statically. */
function groupImports(groups: readonly ChunkGroup[], metafile: Metafile): number[][] {
  const groupOf = new Map(groups.flatMap((group, i) => group.files.map((file) => [file, i] as const)));
  return groups.map((group, i) => {
    const targets = group.files.flatMap((file) =>
      (metafile.outputs[file]?.imports ?? []).filter((imp) => imp.kind === 'import-statement').map((imp) => groupOf.get(imp.path)),
    );
    return [...new Set(targets)].filter((target): target is number => target !== undefined && target !== i);
  });
}

/** The merged files' static imports of each other form no cycle (one would change evaluation order). */
export function groupCycle(groups: readonly ChunkGroup[], metafile: Metafile): string[] | undefined {
  const next = groupImports(groups, metafile);
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

import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { chunkGroups, groupCycle, MAX_MAIN_OVERFETCH_BYTES, MAX_OVERFETCH_BYTES, MIN_GROUP_BYTES } from '../../../build/chunk-groups';

type Imports = Metafile['outputs'][string]['imports'];
const statically = (p: string) => ({ path: p, kind: 'import-statement' as const });
const lazily = (p: string) => ({ path: p, kind: 'dynamic-import' as const });
/** Files of MIN_GROUP_BYTES unless `bytes` names them: no group is small unless a test says so. */
const metafileOf = (graph: Record<string, Imports>, bytes: Record<string, number> = {}): Metafile => ({
  inputs: {},
  outputs: Object.fromEntries(
    Object.entries(graph).flatMap(([file, imports]) => [
      [file, { bytes: bytes[file] ?? MIN_GROUP_BYTES, inputs: {}, imports, exports: [] }],
      [`${file}.map`, { bytes: 1, inputs: {}, imports: [], exports: [] }],
    ]),
  ),
});
/** main.js, loading each page lazily */
const mainLoading = (...pages: string[]) => ({ 'main.js': pages.map(lazily) });
/** a group of each lazy page alone */
const alone = (...pages: string[]) => pages.map((page) => ({ files: [page], entry: page }));
/** two lazy pages sharing icon.js, which no other group loads with */
const iconOfTwoPages = {
  ...mainLoading('a.js', 'b.js'),
  'a.js': [statically('icon.js')],
  'b.js': [statically('icon.js')],
  'icon.js': [],
};
const groupsOf = (graph: Record<string, Imports>, bytes?: Record<string, number>) =>
  chunkGroups(metafileOf(graph, bytes), 'main.js').map(({ files, entry }) => ({ files, ...(entry ? { entry } : {}) }));

describe("the groups esbuild's chunks merge into", () => {
  it('fold a chunk the entry and a lazy page share into the entry, after what it imports', () => {
    expect(
      groupsOf({
        'main.js': [statically('shared.js'), lazily('page.js')],
        'shared.js': [statically('util.js')],
        'util.js': [],
        'page.js': [statically('shared.js')],
      }),
    ).toEqual([
      { files: ['util.js', 'shared.js', 'main.js'], entry: 'main.js' },
      { files: ['page.js'], entry: 'page.js' },
    ]);
  });

  it('keep a chunk two lazy pages share apart from both', () => {
    expect(
      groupsOf({
        ...mainLoading('a.js', 'b.js'),
        'a.js': [statically('table.js')],
        'b.js': [statically('table.js')],
        'table.js': [],
      }),
    ).toEqual([{ files: ['main.js'], entry: 'main.js' }, { files: ['table.js'] }, ...alone('a.js', 'b.js')]);
  });

  it('fold a chunk only a lazy page and its own lazy child use into that page', () => {
    expect(
      groupsOf({
        ...mainLoading('page.js'),
        'page.js': [statically('grid.js'), lazily('view.js')],
        'grid.js': [],
        'view.js': [statically('grid.js')],
      }),
    ).toEqual([
      { files: ['main.js'], entry: 'main.js' },
      { files: ['grid.js', 'page.js'], entry: 'page.js' },
      { files: ['view.js'], entry: 'view.js' },
    ]);
  });

  it('count as loaded before a lazy entry only what every one of its importers has loaded', () => {
    // dialog.js is imported from a.js, which loaded form.js and table.js, and from b.js, which loaded table.js only
    const groups = groupsOf({
      ...mainLoading('a.js', 'b.js'),
      'a.js': [statically('form.js'), statically('table.js'), lazily('dialog.js')],
      'b.js': [statically('table.js'), lazily('dialog.js')],
      'form.js': [],
      'table.js': [],
      'dialog.js': [statically('form.js'), statically('table.js')],
    });
    expect(groups).toEqual([
      { files: ['main.js'], entry: 'main.js' },
      // form.js loads with a.js, or with dialog.js when b.js opened it
      { files: ['form.js'] },
      { files: ['table.js'] },
      ...alone('a.js', 'b.js', 'dialog.js'),
    ]);
  });

  it('join a small group to the group that always loads with it and downloads it in vain for the fewest entries', () => {
    // icon.js (a and b) fits in table.js (a, b, c: c downloads it in vain) or in main.js (every entry does)
    expect(
      groupsOf(
        {
          ...mainLoading('a.js', 'b.js', 'c.js'),
          'a.js': [statically('table.js'), statically('icon.js')],
          'b.js': [statically('table.js'), statically('icon.js')],
          'c.js': [statically('table.js')],
          'icon.js': [statically('table.js')],
          'table.js': [],
        },
        { 'icon.js': 100 },
      ),
    ).toEqual([{ files: ['main.js'], entry: 'main.js' }, { files: ['table.js', 'icon.js'] }, ...alone('a.js', 'b.js', 'c.js')]);
  });

  it('join a small group with no other group loading whenever it does to the main entry, after its own code', () => {
    expect(groupsOf(iconOfTwoPages, { 'icon.js': 100 })).toEqual([
      { files: ['main.js', 'icon.js'], entry: 'main.js' },
      ...alone('a.js', 'b.js'),
    ]);
  });

  it('keep a small group apart where joining would download more than the bound in vain for an entry', () => {
    // icon.js (a, b) and logo.js (b, c) fit in shell.js (a, b, c, d) one at a time; together they pass the bound for d
    const half = Math.ceil(MAX_OVERFETCH_BYTES / 2) + 1;
    expect(
      groupsOf(
        {
          ...mainLoading('a.js', 'b.js', 'c.js', 'd.js'),
          'a.js': [statically('shell.js'), statically('icon.js')],
          'b.js': [statically('shell.js'), statically('icon.js'), statically('logo.js')],
          'c.js': [statically('shell.js'), statically('logo.js')],
          'd.js': [statically('shell.js')],
          'shell.js': [],
          'icon.js': [],
          'logo.js': [],
        },
        { 'icon.js': half, 'logo.js': half },
      ),
    ).toEqual([
      { files: ['main.js'], entry: 'main.js' },
      { files: ['shell.js', 'icon.js'] },
      ...alone('a.js'),
      { files: ['logo.js'] },
      ...alone('b.js', 'c.js', 'd.js'),
    ]);
  });

  it('join small groups to the main entry only within its own, smaller bound: every visit downloads it', () => {
    const over = MAX_MAIN_OVERFETCH_BYTES + 1;
    expect(MAX_MAIN_OVERFETCH_BYTES).toBeLessThan(MAX_OVERFETCH_BYTES);
    expect(groupsOf(iconOfTwoPages, { 'icon.js': over })).toEqual([
      { files: ['main.js'], entry: 'main.js' },
      { files: ['icon.js'] },
      ...alone('a.js', 'b.js'),
    ]);
  });

  it('join a small group to one that loads what it imports, not to a cheaper one that does not', () => {
    // flag.js (a, b) imports grid.js (a, b, d, e); table.js (a, b, c) costs less but c would then need grid.js
    expect(
      groupsOf(
        {
          ...mainLoading('a.js', 'b.js', 'c.js', 'd.js', 'e.js'),
          'a.js': [statically('table.js'), statically('flag.js')],
          'b.js': [statically('table.js'), statically('flag.js')],
          'c.js': [statically('table.js')],
          'd.js': [statically('grid.js')],
          'e.js': [statically('grid.js')],
          'flag.js': [statically('grid.js')],
          'grid.js': [],
          'table.js': [],
        },
        { 'flag.js': 100 },
      ),
    ).toEqual([
      { files: ['main.js'], entry: 'main.js' },
      { files: ['table.js'] },
      { files: ['grid.js', 'flag.js'] },
      ...alone('a.js', 'b.js', 'c.js', 'd.js', 'e.js'),
    ]);
  });

  it('fail on two entries that always load together, naming both', () => {
    expect(() =>
      groupsOf({
        'main.js': [statically('menu.js'), lazily('menu.js')],
        'menu.js': [],
      }),
    ).toThrow('the entries menu.js and main.js always load together');
  });

  it('find a static import cycle between groups, naming a file of each', () => {
    const metafile = metafileOf({ 'a.js': [statically('b.js')], 'b.js': [statically('c.js')], 'c.js': [statically('a.js')] });
    expect(groupCycle([{ files: ['a.js', 'c.js'] }, { files: ['b.js'] }], metafile)).toEqual(['a.js', 'b.js']);
    expect(groupCycle([{ files: ['a.js', 'b.js', 'c.js'] }], metafile)).toBeUndefined();
  });
});

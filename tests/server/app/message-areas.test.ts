import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundleOptions } from '../../../build/bundle-options';
import { staticImporters } from '../../../build/direct-imports';
import { messageArea, writeMessageAreas } from '../../../build/message-areas';
import { ENTRY, LAYOUTS_MAP, metafilePath, PAGES_MAP } from '../../../build/paths';
import { lazyImportMap } from '../../../build/pages-map';
import { repoRoot } from '../../../server/paths';
import { routeTable } from '../../../shared/routes/route-table';
import en from '../../../locales/en.json';

const CORE_LAYOUT = 'auth';
const generated = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'src', 'i18n', 'generated', file), 'utf8')) as Record<string, string>;

describe('the messages split by area (build/message-areas.ts)', () => {
  it('put every message of each locale in exactly one area, with its text', () => {
    writeMessageAreas();
    for (const locale of ['en', 'ru']) {
      const source = JSON.parse(fs.readFileSync(path.join(repoRoot, 'locales', `${locale}.json`), 'utf8')) as Record<string, string>;
      const core = generated(`${locale}.core.json`);
      const app = generated(`${locale}.app.json`);
      expect(Object.keys(core).filter((id) => id in app)).toEqual([]);
      expect({ ...core, ...app }).toEqual(source);
      expect(Object.keys(core).every((id) => messageArea(id) === 'core')).toBe(true);
    }
  });

  // bundles the whole app: seconds on a busy machine
  it('hold in the core every id the entry, the auth shell and its pages use', async () => {
    const read = (file: string) => lazyImportMap(fs.readFileSync(file, 'utf8'), metafilePath(file));
    const pages = read(PAGES_MAP);
    const roots = [
      metafilePath(ENTRY),
      read(LAYOUTS_MAP).get(CORE_LAYOUT)!,
      ...routeTable.filter((route) => route.layout === CORE_LAYOUT).map((route) => pages.get(route.page)!),
    ];
    const { metafile } = await esbuild.build({
      ...bundleOptions('production', ENTRY, 'unused'),
      write: false,
      minify: false,
      sourcemap: false,
    });
    const sources = [...staticImporters(metafile, roots, repoRoot)].filter(
      (file) => !file.includes('node_modules') && /\.tsx?$/.test(file),
    );
    expect(sources.length).toBeGreaterThan(50);

    const used = new Set<string>();
    const prefixes = new Set<string>();
    for (const file of sources) {
      const source = fs.readFileSync(file, 'utf8');
      for (const [, literal] of source.matchAll(/['"`]([\w-]+(?:\.[\w-]+)+)['"`]/g)) if (literal! in en) used.add(literal!);
      // ids built from a prefix: `Error.${code}`
      for (const [, prefix] of source.matchAll(/`([A-Za-z]+\.)[\w.-]*\$\{/g))
        if (Object.keys(en).some((id) => id.startsWith(prefix!))) prefixes.add(prefix!);
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((id) => messageArea(id) !== 'core')).toEqual([]);
    expect([...prefixes].filter((prefix) => messageArea(`${prefix}x`) !== 'core')).toEqual([]);
  }, 60_000);
});

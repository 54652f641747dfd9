import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleOptions } from '../../../build/bundle-options';
import { staticImporters } from './static-importers';
import { splitByArea, writeMessageAreas } from '../../../build/message-areas';
import { ENTRY, LAYOUTS_MAP, metafilePath, PAGES_MAP } from '../../../build/paths';
import { lazyImportMap } from '../../../build/pages-map';
import { repoRoot } from '../../../server/paths';
import { pageTypeIndex, pageTypeOfRoute } from '../../../shared/page-types/page-type-index';
import { routeTable } from '../../../shared/routes/route-table';
import { textAreaOf } from '../../../shared/texts/area-prefixes';
import { CORE_AREA, pageTextAreas, textAreas } from '../../../shared/texts/text-areas';
import en from '../../../locales/en.json';

const CORE_LAYOUT = 'auth';
const generated = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'src', 'i18n', 'generated', file), 'utf8')) as Record<string, string>;
const read = (file: string) => lazyImportMap(fs.readFileSync(file, 'utf8'), metafilePath(file));

/** The table of areas names prefixes, not ids. */
const AREA_TABLE = path.join(repoRoot, 'shared', 'texts', 'text-areas.ts');

/** The message ids the sources use: literal ids, and every id under a prefix an id is built from (`Error.${code}`). */
function idsUsedIn(files: Iterable<string>): Set<string> {
  const used = new Set<string>();
  for (const file of files) {
    if (file.includes('node_modules') || file.includes('generated') || file === AREA_TABLE || !/\.(tsx?|json)$/.test(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    for (const [, literal] of source.matchAll(/['"`]([\w-]+(?:\.[\w-]+)+)['"`]/g)) if (literal! in en) used.add(literal!);
    for (const [, prefix] of source.matchAll(/`([A-Za-z]+\.[\w.-]*?)\$\{/g))
      for (const id of Object.keys(en)) if (id.startsWith(prefix!)) used.add(id);
  }
  return used;
}

describe('the messages split by area (build/message-areas.ts)', () => {
  it('put every message of each locale in exactly one area, with its text', () => {
    writeMessageAreas();
    for (const locale of ['en', 'ru']) {
      const source = JSON.parse(fs.readFileSync(path.join(repoRoot, 'locales', `${locale}.json`), 'utf8')) as Record<string, string>;
      const areas = textAreas().map((area) => generated(`${locale}.${area}.json`));
      const ids = areas.flatMap((messages) => Object.keys(messages));
      expect(ids).toHaveLength(new Set(ids).size);
      expect(Object.assign({}, ...areas)).toEqual(source);
    }
  });

  it('fail on an id no area takes, naming it', () => {
    expect(() => splitByArea({ 'newFeature.title': 'New' }, 'locales/en.json')).toThrow(/"newFeature.title" belongs to no text area/);
  });

  it('give an id the area of the longest prefix it starts with', () => {
    expect(textAreaOf('listing.pagination.next')).toBe('list');
    expect(textAreaOf('listing.money')).toBe('main');
    expect(textAreaOf('pageType.car-auction.fields.make')).toBe('type-car-auction');
  });

  describe('in the bundle', () => {
    let metafile: esbuild.Metafile;
    const pages = read(PAGES_MAP);
    const layouts = read(LAYOUTS_MAP);
    // bundles the whole app: seconds on a busy machine
    beforeAll(async () => {
      ({ metafile } = await esbuild.build({
        ...bundleOptions('production', ENTRY, 'unused'),
        write: false,
        minify: false,
        sourcemap: false,
      }));
    }, 60_000);

    it('hold in the core every id the entry, the auth shell and its pages without areas of their own (login) use', () => {
      const corePages = routeTable.filter((route) => route.layout === CORE_LAYOUT && !pageTextAreas(route.page).length);
      expect(corePages.map((route) => route.page)).toContain('login');
      const roots = [metafilePath(ENTRY), layouts.get(CORE_LAYOUT)!, ...corePages.map((route) => pages.get(route.page)!)];
      const sources = [...staticImporters(metafile, roots, repoRoot)].filter((file) => /\.tsx?$/.test(file));
      expect(sources.length).toBeGreaterThan(50);
      const used = idsUsedIn(sources);
      expect(used.size).toBeGreaterThan(50);
      expect([...used].filter((id) => textAreaOf(id) !== CORE_AREA)).toEqual([]);
    });

    it("hold in each page's areas every id its modules use, those it loads later included", () => {
      // the lazy maps lead to every page: a page's own modules are what its module and shell reach
      const stops = new Set([metafilePath(ENTRY), metafilePath(PAGES_MAP), metafilePath(LAYOUTS_MAP)]);
      // a page type's pages load that type's schema only (src/engine/page-type-schema.ts)
      const otherTypesSchemas = (page: string) => {
        const type = routeTable
          .filter((route) => route.page === page)
          .map((route) => pageTypeOfRoute(route.path))
          .find(Boolean);
        return pageTypeIndex.filter((other) => type && other !== type).map((other) => `schemas/page-types/${other.id}.json`);
      };
      const reached = (roots: string[], skipped: readonly string[]) => {
        const seen = new Set(
          roots.flatMap((root) => Object.keys(metafile.inputs).filter((input) => input === root || input.startsWith(`${root}.`))),
        );
        for (const file of seen)
          for (const imported of metafile.inputs[file]?.imports ?? [])
            if (!imported.external && !stops.has(imported.path) && !skipped.includes(imported.path)) seen.add(imported.path);
        return [...seen].map((file) => path.resolve(repoRoot, file));
      };
      const missing: Record<string, string[]> = {};
      for (const route of routeTable) {
        const areas = [CORE_AREA, ...pageTextAreas(route.page)];
        const used = idsUsedIn(reached([pages.get(route.page)!, layouts.get(route.layout)!], otherTypesSchemas(route.page)));
        const outside = [...used].filter((id) => !areas.includes(textAreaOf(id)!));
        if (outside.length) missing[route.page] = outside;
      }
      expect(missing).toEqual({});
    });
  });
});

// What each page needs beyond the entry, for the portal to preload in that page's index.html: the
// page module's chunks, its shell's (layout) and, for a page of a page type, that type's schema; the
// views its modules load lazily on one kind of screen only (lazyFor), preloaded for that screen; and
// its texts, preloaded for a visitor of their language.
// Without them the browser finds them only once the entry has run and the session has been checked.
import path from 'node:path';
import type { Metafile } from 'esbuild';
import type { Preload } from '../server/index-page';
import { pageTypeOfRoute } from '../shared/page-types/page-type-index';
import { routeTable } from '../shared/routes/route-table';
import { isBidTableVariant } from '../src/api/bid-table-variants';
import { CORE_AREA, pageTextAreas } from '../shared/texts/text-areas';
import { LANGUAGE_IDS } from '../schemas/api/session';
import { MESSAGE_AREAS_DIR } from './message-areas';
import { outputOf, staticClosure } from './metafile';
import { metafilePath } from './paths';

/** Where the page-type schemas are, as the metafile names modules. */
const PAGE_TYPE_SCHEMAS = 'schemas/page-types';
/** Where the bid tables' schemas are, each named after its page (src/features/bids/bid-table-schemas.ts). */
const BID_TABLE_SCHEMAS = 'schemas/bid-tables';

/** A module loaded lazily on the screens that match `media`, as the metafile names modules. */
export interface MediaView {
  module: string;
  media: string;
}

export interface PageModules {
  /** page id → the module src/app/pages.ts lazily imports for it, as the metafile names modules */
  pageModules: ReadonlyMap<string, string>;
  /** layout → the module src/app/layouts.ts lazily imports for it */
  layoutModules: ReadonlyMap<string, string>;
}

export interface PagePreloadsInput extends PageModules {
  metafile: Metafile;
  /** the entry's output, whose static closure every page already loads */
  entryOutput: string;
  url: (output: string) => string;
  /** the views a module (a metafile input) loads on one kind of screen */
  mediaViews: (input: string) => readonly MediaView[];
}

/**
 * The modules a page's first render loads besides the entry: its own, its layout's and its schema (its
 * page type's, or a bid table's).
 */
export function pageOwnModules(page: string, { pageModules, layoutModules }: PageModules): string[] {
  const routes = routeTable.filter((route) => route.page === page);
  const layouts = routes.flatMap((route) => layoutModules.get(route.layout) ?? []);
  const schemas = [
    ...routes.flatMap((route) => pageTypeOfRoute(route.path) ?? []).map((type) => `${PAGE_TYPE_SCHEMAS}/${type.id}.json`),
    ...(isBidTableVariant(page) ? [`${BID_TABLE_SCHEMAS}/${page}.json`] : []),
  ];
  const module = pageModules.get(page);
  return [...new Set([...(module ? [module] : []), ...layouts, ...schemas])];
}

/**
 * The texts a page waits for (shared/texts/text-areas.ts) in each interface language that the build
 * holds and its entry does not (English's core), as the metafile names modules.
 */
export function pageTextModules(page: string, metafile: Metafile, entryOutput: string): { module: string; language: string }[] {
  const inEntry = new Set(staticClosure(metafile, entryOutput).flatMap((output) => Object.keys(metafile.outputs[output]?.inputs ?? {})));
  return Object.keys(LANGUAGE_IDS)
    .flatMap((language) =>
      [CORE_AREA, ...pageTextAreas(page)].map((area) => ({
        module: metafilePath(path.join(MESSAGE_AREAS_DIR, `${language}.${area}.json`)),
        language,
      })),
    )
    .filter(({ module }) => module in metafile.inputs && !inEntry.has(module));
}

/** `lazyFor(PHONE_QUERY, () => import('./PhoneListing')…)`: the query's name and the module. */
const LAZY_FOR = /lazyFor\(\s*(\w+)\s*,\s*\(\)\s*=>\s*import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** The lazyFor views in the source of `file`, their media queries looked up by name in `queries`. */
export function mediaViewsIn(source: string, file: string, queries: Readonly<Record<string, unknown>>): MediaView[] {
  const dir = path.posix.dirname(file);
  return [...source.matchAll(LAZY_FOR)].map(([, name, module]) => {
    const media = queries[name!];
    if (typeof media !== 'string') throw new Error(`${file}: lazyFor's media '${name}' is not a query of src/ui/breakpoints.ts`);
    return { module: path.posix.join(dir, module!), media };
  });
}

/** Page id → the chunks its first render needs that the entry does not load. */
export function pagePreloads({ metafile, entryOutput, url, mediaViews, ...modules }: PagePreloadsInput): Record<string, Preload[]> {
  const entry = new Set(staticClosure(metafile, entryOutput));
  const closureOf = (module: string) => {
    const output = outputOf(metafile, module);
    return output ? staticClosure(metafile, output) : [];
  };
  return Object.fromEntries(
    [...modules.pageModules.keys()].map((page) => {
      const preloads: { chunk: string; media?: string }[] = [];
      const has = (chunk: string, media: string | undefined) =>
        entry.has(chunk) || preloads.some((p) => p.chunk === chunk && (p.media === undefined || p.media === media));
      const add = (outputs: readonly string[], media: string | undefined) => {
        const added = [...new Set(outputs)].filter((chunk) => !has(chunk, media));
        preloads.push(...added.map((chunk) => ({ chunk, ...(media ? { media } : {}) })));
        // a view within a view of the same screens too; one for other screens (never both, with
        // this app's queries) is left to load at run time
        for (const input of added.flatMap((chunk) => Object.keys(metafile.outputs[chunk]?.inputs ?? {}))) {
          for (const view of mediaViews(input)) if (!media || media === view.media) add(closureOf(view.module), view.media);
        }
      };
      add(pageOwnModules(page, modules).flatMap(closureOf), undefined);
      const texts = pageTextModules(page, metafile, entryOutput).map(({ module, language }) => ({
        language,
        chunks: closureOf(module).filter((chunk) => !entry.has(chunk) && !preloads.some((p) => p.chunk === chunk)),
      }));
      return [
        page,
        [
          ...preloads.map(({ chunk, media }) => ({ href: url(chunk), ...(media ? { media } : {}) })),
          ...texts.flatMap(({ language, chunks }) => chunks.map((chunk) => ({ href: url(chunk), language }))),
        ],
      ];
    }),
  );
}

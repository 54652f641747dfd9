// What each page needs beyond the entry, for the portal to preload in that page's index.html: the
// page module's chunks, its shell's (layout) and, for a page of a page type, that type's schema.
// Without them the browser finds them only once the entry has run and the session has been checked.
import type { Metafile } from 'esbuild';
import { pageTypeOfRoute } from '../shared/page-types/page-type-index';
import { routeTable } from '../shared/routes/route-table';
import { outputOf, staticClosure } from './metafile';

/** Where the page-type schemas are, as the metafile names modules. */
const PAGE_TYPE_SCHEMAS = 'schemas/page-types';

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
}

/** The modules a page's first render loads besides the entry: its own, its layout's and its page type's schema. */
export function pageOwnModules(page: string, { pageModules, layoutModules }: PageModules): string[] {
  const routes = routeTable.filter((route) => route.page === page);
  const layouts = routes.flatMap((route) => layoutModules.get(route.layout) ?? []);
  const schemas = routes.flatMap((route) => pageTypeOfRoute(route.path) ?? []).map((type) => `${PAGE_TYPE_SCHEMAS}/${type.id}.json`);
  const module = pageModules.get(page);
  return [...new Set([...(module ? [module] : []), ...layouts, ...schemas])];
}

/** Page id → the URLs of the chunks its first render needs that the entry does not load. */
export function pagePreloads({ metafile, entryOutput, url, ...modules }: PagePreloadsInput): Record<string, string[]> {
  const entry = new Set(staticClosure(metafile, entryOutput));
  const closureOf = (module: string) => {
    const output = outputOf(metafile, module);
    return output ? staticClosure(metafile, output) : [];
  };
  return Object.fromEntries(
    [...modules.pageModules.keys()].map((page) => {
      const chunks = new Set(pageOwnModules(page, modules).flatMap(closureOf));
      return [page, [...chunks].filter((chunk) => !entry.has(chunk)).map(url)];
    }),
  );
}

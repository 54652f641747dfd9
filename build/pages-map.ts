// src/app/pages.ts maps page ids to lazy imports in the literal form
// `'car-auctions': () => import('../features/…')`, and src/app/layouts.ts layouts the same way; the
// build reads them to find each page's module and shell.
import path from 'node:path';

/** `'page-id': () => import('./relative/module')`, the id quoted or not. */
const ENTRY = /['"]?([\w-]+)['"]?\s*:\s*\(\)\s*=>\s*import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** Every key of such a map with the module it lazily imports, relative to the build's working directory. */
export function lazyImportMap(source: string, file: string): Map<string, string> {
  const dir = path.posix.dirname(file.split(path.sep).join('/'));
  return new Map([...source.matchAll(ENTRY)].map(([, key, module]) => [key!, path.posix.join(dir, module!)]));
}

/** The module `pageId` is lazily imported from; undefined when not mapped. */
export function lazyPageModule(pagesSource: string, pagesFile: string, pageId: string): string | undefined {
  return lazyImportMap(pagesSource, pagesFile).get(pageId);
}

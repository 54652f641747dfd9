// src/app/pages.ts maps page ids to lazy imports in the literal form
// `'car-auctions': () => import('../features/…')`; the build reads it to find each page's module.
import path from 'node:path';

/** `'page-id': () => import('./relative/module')`, the id quoted or not. */
const ENTRY = /['"]?([\w-]+)['"]?\s*:\s*\(\)\s*=>\s*import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** Every page id with the module it is lazily imported from, relative to the build's working directory. */
export function lazyPageModules(pagesSource: string, pagesFile: string): Map<string, string> {
  const dir = path.posix.dirname(pagesFile.split(path.sep).join('/'));
  return new Map([...pagesSource.matchAll(ENTRY)].map(([, page, module]) => [page!, path.posix.join(dir, module!)]));
}

/** The module `pageId` is lazily imported from; undefined when not mapped. */
export function lazyPageModule(pagesSource: string, pagesFile: string, pageId: string): string | undefined {
  return lazyPageModules(pagesSource, pagesFile).get(pageId);
}

// src/app/pages.ts maps page ids to lazy imports in the literal form
// `'car-auctions': () => import('../features/…')`; the size report reads it to find a page's module.
import path from 'node:path';

/** The module `pageId` is lazily imported from, relative to the build's working directory; undefined when not mapped. */
export function lazyPageModule(pagesSource: string, pagesFile: string, pageId: string): string | undefined {
  const key = pageId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`['"]${key}['"]\\s*:\\s*\\(\\)\\s*=>\\s*import\\(\\s*['"]([^'"]+)['"]\\s*\\)`).exec(
    pagesSource,
  );
  if (!found?.[1]) return undefined;
  return path.posix.join(path.posix.dirname(pagesFile.split(path.sep).join('/')), found[1]);
}

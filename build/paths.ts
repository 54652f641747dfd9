import path from 'node:path';
import { repoRoot } from '../server/paths';

export const ENTRY = path.join(repoRoot, 'src', 'app', 'main.tsx');
export const HTML_TEMPLATE = path.join(repoRoot, 'src', 'index.html');
export const PAGES_MAP = path.join(repoRoot, 'src', 'app', 'pages.ts');
export const LAYOUTS_MAP = path.join(repoRoot, 'src', 'app', 'layouts.ts');

/** A path as esbuild's metafile names it: relative to the build's working directory, with forward slashes. */
export function metafilePath(file: string): string {
  return path.relative(repoRoot, path.resolve(repoRoot, file)).split(path.sep).join('/');
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, so defaults do not depend on the directory the server is started from. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const defaultDistDir = path.join(repoRoot, 'dist');
export const defaultPublicDir = path.join(repoRoot, 'public');
export const defaultDbPath = path.join(repoRoot, 'data', 'seri.sqlite');
export const companiesDir = path.join(repoRoot, 'config', 'companies');

/** A path as people read it in messages: relative to the working directory when inside it. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

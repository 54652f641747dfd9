// Brands for the tests only, written to the temp folder: the default brand with a page type disabled.
// The file is named default.json, so the default brand's images are its own (docs/rebranding.md).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEFAULT_BRAND = fileURLToPath(new URL('../config/companies/default.json', import.meta.url));

/** The default brand without sales statistics; `base` keeps two checkouts' files apart. */
export function noStatsBrand(base: number): string {
  const brand = JSON.parse(readFileSync(DEFAULT_BRAND, 'utf8')) as { pageTypes?: Record<string, object> };
  brand.pageTypes = { ...brand.pageTypes, stats: { enabled: false } };
  const dir = join(tmpdir(), `seri-e2e-${base}-no-stats`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'default.json');
  writeFileSync(file, JSON.stringify(brand));
  return file;
}

// Writes page-type.schema.json and table-page.schema.json (for editors: each page-type and table-page
// file points at its meta-schema with "$schema") from the TS meta-schemas, and checks every page type
// and table page. The build runs it: `tsx schemas/meta/write-json.ts`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pageTypeMetaSchema } from './page-type.schema';
import { loadPageTypes } from './load-page-types';
import { loadTablePages } from './load-table-pages';
import { tablePageMetaSchema } from './table-page.schema';

const META_SCHEMA_JSON_PATH = fileURLToPath(new URL('./page-type.schema.json', import.meta.url));
export const TABLE_META_SCHEMA_JSON_PATH = fileURLToPath(new URL('./table-page.schema.json', import.meta.url));

const jsonOf = (schema: object): string => `${JSON.stringify(schema, null, 2)}\n`;

const metaSchemaJson = (): string => jsonOf(pageTypeMetaSchema);

export const isMetaSchemaJsonFresh = (): boolean => readFileSync(META_SCHEMA_JSON_PATH, 'utf8') === metaSchemaJson();

/** Writes a file only when its text changed, so the build does not touch an up-to-date file. */
function writeIfChanged(path: string, text: string): boolean {
  try {
    if (readFileSync(path, 'utf8') === text) return false;
  } catch {
    // a missing file is simply stale
  }
  writeFileSync(path, text);
  return true;
}

/** Writes both meta-schema files; true when either changed. */
export function writeJson(): boolean {
  const pageType = writeIfChanged(META_SCHEMA_JSON_PATH, metaSchemaJson());
  const tablePage = writeIfChanged(TABLE_META_SCHEMA_JSON_PATH, jsonOf(tablePageMetaSchema));
  return pageType || tablePage;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const written = writeJson();
  const pageTypes = loadPageTypes();
  const tablePages = loadTablePages();
  console.log(
    `${written ? 'wrote' : 'kept'} the meta-schema files; ${pageTypes.length} page types and ${tablePages.length} table pages valid`,
  );
}

// Writes page-type.schema.json (for editors: each page-type file points at it with "$schema") from the
// TS meta-schema, and checks every page type. The build runs it: `tsx schemas/meta/write-json.ts`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pageTypeMetaSchema } from './page-type.schema';
import { loadPageTypes } from './load-page-types';

export const META_SCHEMA_JSON_PATH = fileURLToPath(new URL('./page-type.schema.json', import.meta.url));

export const metaSchemaJson = (): string => `${JSON.stringify(pageTypeMetaSchema, null, 2)}\n`;

export const isMetaSchemaJsonFresh = (): boolean => readFileSync(META_SCHEMA_JSON_PATH, 'utf8') === metaSchemaJson();

/** Writes the JSON only when it changed, so the build does not touch an up-to-date file. */
export function writeJson(): boolean {
  let fresh = false;
  try {
    fresh = isMetaSchemaJsonFresh();
  } catch {
    // a missing file is simply stale
  }
  if (!fresh) writeFileSync(META_SCHEMA_JSON_PATH, metaSchemaJson());
  return !fresh;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const written = writeJson();
  const pageTypes = loadPageTypes();
  console.log(`${written ? 'wrote' : 'kept'} ${META_SCHEMA_JSON_PATH}; ${pageTypes.length} page types valid`);
}

// Node only: reads every schemas/page-types/*.json and validates them together (the build and the
// server call this at start; a broken schema stops them with every problem listed).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PageTypeSchemaError, validatePageTypes, type PageTypeFile } from '../../shared/page-types/validate-page-types';
import type { PageTypeSchema } from './page-type.schema';

export const PAGE_TYPES_DIR = fileURLToPath(new URL('../page-types/', import.meta.url));

export function readPageTypeFiles(dir: string = PAGE_TYPES_DIR): PageTypeFile[] {
  const names = readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort();
  const unreadable: string[] = [];
  const files = names.flatMap((file) => {
    try {
      return [{ file, data: JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown }];
    } catch (error) {
      unreadable.push(`${file}: $: valid JSON (${(error as Error).message})`);
      return [];
    }
  });
  if (unreadable.length > 0) throw new PageTypeSchemaError(`Unreadable page-type schema:\n${unreadable.join('\n')}`);
  return files;
}

export const loadPageTypes = (dir: string = PAGE_TYPES_DIR): PageTypeSchema[] => validatePageTypes(readPageTypeFiles(dir));

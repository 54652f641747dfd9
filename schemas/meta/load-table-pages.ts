// Node only: reads and validates every table page (schemas/bid-tables/*.json and schemas/tables/*.json) together; the build, the server start and the tests call it, and a broken file stops them
// with every problem listed.
import { fileURLToPath } from 'node:url';
import { validateTablePages } from '../../shared/page-types/validate-table-pages';
import { readPageTypeFiles } from './load-page-types';
import type { TablePageSchema } from './table-page.schema';
import { TABLE_ROW_FAMILIES } from './table-rows';

const TABLE_PAGE_DIRS = [fileURLToPath(new URL('../bid-tables/', import.meta.url)), fileURLToPath(new URL('../tables/', import.meta.url))];

export const loadTablePages = (dirs: readonly string[] = TABLE_PAGE_DIRS): TablePageSchema[] =>
  validateTablePages(
    dirs.flatMap((dir) => readPageTypeFiles(dir)),
    TABLE_ROW_FAMILIES,
  );

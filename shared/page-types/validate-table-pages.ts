// Validation of table-page schemas (schemas/meta/table-page.schema.ts): the meta-schema first, then
// cross-references ajv cannot see (ids used once, sort fields that exist, fields of the row, cell kinds
// of the row's family, a default page size among the sizes, tabs that name their counters' source). Pure, like validate-page-types.ts;
// every problem of every file is thrown as one error, `<file>: <json path>: <what was expected>`.
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../schemas/ajv';
import { tablePageMetaSchema, type TablePageSchema } from '../../schemas/meta/table-page.schema';
import type { TableRowFamily } from '../../schemas/meta/table-rows';
import { metaSchemaProblems, PageTypeSchemaError, type PageTypeFile } from './validate-page-types';

let compiled: ValidateFunction | undefined;
const metaValidator = (): ValidateFunction => (compiled ??= createAjv({ discriminator: true }).compile(tablePageMetaSchema));

/** Filter kinds a table page shows: option lists of its filters call, and date pairs. */
const TABLE_FILTER_KINDS = ['select', 'multiSelect', 'dateRange'] as const;

const got = (value: unknown): string => ` (got ${JSON.stringify(value)})`;

function repeated(values: readonly string[], at: (index: number) => string, what: string): string[] {
  return values.flatMap((value, index) => {
    const first = values.indexOf(value);
    return first === index ? [] : [`${at(index)}: ${what} used once (also at index ${first})${got(value)}`];
  });
}

/** The row families of the list calls a table page may use. */
export type TableRowFamilies = Readonly<Record<string, TableRowFamily>>;

/** Cross-references of one valid table page; `families` maps its list call to its row family. */
function crossCheckTablePage(schema: TablePageSchema, file: string, families: TableRowFamilies): string[] {
  const problems: string[] = [];
  if (`${schema.id}.json` !== file) problems.push(`$.id: the file name without .json${got(schema.id)}`);
  const family = families[schema.calls.list];
  const fields = family ? new Set(Object.keys(family.row.properties)) : null;
  if (!family) problems.push(`$.calls.list: a list call with a known row schema${got(schema.calls.list)}`);
  else if (fields && !fields.has(schema.rowKey)) problems.push(`$.rowKey: a field of the row${got(schema.rowKey)}`);
  const sortFields = schema.sort.map((s) => s.field);
  problems.push(
    ...repeated(
      schema.columns.map((c) => c.id),
      (i) => `$.columns[${i}].id`,
      'a column id',
    ),
  );
  problems.push(...repeated(sortFields, (i) => `$.sort[${i}].field`, 'a sort field'));
  schema.columns.forEach((column, ci) => {
    if (column.sortField !== undefined && !sortFields.includes(column.sortField)) {
      problems.push(`$.columns[${ci}].sortField: one of the sort fields (${sortFields.join(', ')})${got(column.sortField)}`);
    }
    column.cells.forEach((cell, ki) => {
      if (family && !family.cells.includes(cell.kind)) {
        problems.push(
          `$.columns[${ci}].cells[${ki}].kind: a cell kind of ${schema.calls.list} rows (${family.cells.join(', ')})${got(cell.kind)}`,
        );
      }
      cell.fields.forEach((field, fi) => {
        if (fields && !fields.has(field)) problems.push(`$.columns[${ci}].cells[${ki}].fields[${fi}]: a field of the row${got(field)}`);
      });
    });
  });
  if (!schema.pageSizes.includes(schema.defaultPageSize)) {
    problems.push(`$.defaultPageSize: one of the pageSizes (${schema.pageSizes.join(', ')})${got(schema.defaultPageSize)}`);
  }
  (schema.tabBars ?? []).forEach((bar, bi) => {
    if (bar.tabs.some((tab) => tab.counter !== undefined) && schema.countersKey === undefined) {
      problems.push(`$.tabBars[${bi}]: tabs with counters need $.countersKey`);
    }
  });
  if (schema.counterFields && schema.countersKey === undefined) problems.push('$.counterFields: counter fields need $.countersKey');
  const filterSets = Object.values(schema.filterSets).map((filters) => filters ?? []);
  (schema.pageOptions ?? []).forEach((id, i) => {
    const named = filterSets.flatMap((filters) => filters.filter((f) => f.id === id));
    if (named.length === 0) problems.push(`$.pageOptions[${i}]: the id of a filter of the filter sets${got(id)}`);
    else if (named.some((f) => f.kind !== 'select' && f.kind !== 'multiSelect'))
      problems.push(`$.pageOptions[${i}]: a select or multiSelect filter${got(id)}`);
  });
  if (schema.search?.hitsKey !== undefined && schema.calls.search === undefined)
    problems.push('$.search.hitsKey: a search with hits needs $.calls.search');
  for (const [role, filters] of Object.entries(schema.filterSets)) {
    problems.push(
      ...repeated(
        (filters ?? []).map((f) => f.id),
        (i) => `$.filterSets.${role}[${i}].id`,
        'a filter id',
      ),
    );
    (filters ?? []).forEach((filter, fi) => {
      if (!(TABLE_FILTER_KINDS as readonly string[]).includes(filter.kind)) {
        problems.push(`$.filterSets.${role}[${fi}].kind: one of ${TABLE_FILTER_KINDS.join(', ')} on a table page${got(filter.kind)}`);
      } else if ('source' in filter && filter.source.from !== 'filters') {
        problems.push(`$.filterSets.${role}[${fi}].source.from: "filters" on a table page${got(filter.source.from)}`);
      } else if ('source' in filter && schema.calls.filters === undefined && !(schema.pageOptions ?? []).includes(filter.id)) {
        problems.push(
          `$.filterSets.${role}[${fi}].source: options from the filters call need $.calls.filters (or the filter in $.pageOptions)`,
        );
      }
    });
  }
  return problems;
}

/** Validates every file and returns the schemas, or throws one error listing every problem. */
export function validateTablePages(files: readonly PageTypeFile[], families: TableRowFamilies): TablePageSchema[] {
  const problems = files.flatMap(({ file, data }) => {
    const invalid = metaSchemaProblems(metaValidator(), tablePageMetaSchema, data);
    const found = invalid.length > 0 ? invalid : crossCheckTablePage(data as TablePageSchema, file, families);
    return found.map((problem) => `${file}: ${problem}`);
  });
  if (problems.length > 0) {
    throw new PageTypeSchemaError(
      `Invalid table-page schema (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n${problems.join('\n')}`,
    );
  }
  return files.map((f) => f.data as TablePageSchema);
}

// Cross-references of a page-type schema that the meta-schema cannot express: ids used once, sort
// fields and column fields that exist, filter references that resolve, labels in the page's own
// namespace. Each problem is `<json path>: <what was expected>`.
import { RESERVED_PARAMS, type FilterDef, type PageTypeSchema } from '../../schemas/meta/page-type.schema';
import { filterParams } from '../list/filter-values';

/** Row shapes by list key: which fields a column may read. */
export type RowSchemas = Readonly<Record<string, { properties: object }>>;

type Problem = string;
const got = (value: unknown): string => ` (got ${JSON.stringify(value)})`;

/** Each later occurrence of a key already seen, with the index of its first occurrence. */
function duplicates<T>(items: readonly T[], key: (item: T) => string) {
  const seen = new Map<string, number>();
  return items.flatMap((item, index) => {
    const k = key(item);
    const first = seen.get(k);
    if (first === undefined) seen.set(k, index);
    return first === undefined ? [] : [{ index, first, key: k }];
  });
}

function checkViews(schema: PageTypeSchema, rowFields: Set<string> | null): Problem[] {
  const sortFields = schema.sort.map((s) => s.field);
  return Object.entries(schema.views).flatMap(([viewName, view]) => {
    if (!view) return [];
    const at = `$.views.${viewName}.columns`;
    const repeated = duplicates(view.columns, (c) => c.id).map(
      (d) => `${at}[${d.index}].id: a column id used once in the view (also at ${at}[${d.first}])${got(d.key)}`,
    );
    const columnProblems = view.columns.flatMap((column, ci) => [
      ...column.cells.flatMap((cell, ki) =>
        cell.fields
          .map((field, fi) => ({ field, path: `${at}[${ci}].cells[${ki}].fields[${fi}]` }))
          .filter(({ field }) => rowFields !== null && !rowFields.has(field))
          .map(({ field, path }) => `${path}: a field of the ${schema.listKey} row${got(field)}`),
      ),
      ...(column.sortField !== undefined && !sortFields.includes(column.sortField)
        ? [`${at}[${ci}].sortField: one of the sort fields (${sortFields.join(', ')})${got(column.sortField)}`]
        : []),
    ]);
    return [...repeated, ...columnProblems];
  });
}

function checkSort(schema: PageTypeSchema, rowFields: Set<string> | null): Problem[] {
  const columnSortFields = new Set(Object.values(schema.views).flatMap((view) => view?.columns.flatMap((c) => c.sortField ?? []) ?? []));
  const repeated = duplicates(schema.sort, (s) => s.field).map(
    (d) => `$.sort[${d.index}].field: a sort field listed once (also at $.sort[${d.first}])${got(d.key)}`,
  );
  const unknown = schema.sort.flatMap((s, i) =>
    columnSortFields.has(s.field) || rowFields?.has(s.field)
      ? []
      : [`$.sort[${i}].field: a column sortField or a field of the ${schema.listKey} row${got(s.field)}`],
  );
  const pageSize = schema.pageSizes.includes(schema.defaultPageSize)
    ? []
    : [`$.defaultPageSize: one of the page sizes (${schema.pageSizes.join(', ')})${got(schema.defaultPageSize)}`];
  return [...repeated, ...unknown, ...pageSize];
}

/** Filter ids a filter names: the filters it resets, the filters whose values its option call sends. */
function filterRefs(filter: FilterDef): { path: string; id: string }[] {
  const resets = (filter.resets ?? []).map((id, i) => ({ path: `.resets[${i}]`, id }));
  const query = 'source' in filter && filter.source.from === 'call' ? Object.entries(filter.source.query ?? {}) : [];
  const sent = query.flatMap(([name, v]) => (typeof v === 'string' ? [] : [{ path: `.source.query.${name}.filter`, id: v.filter }]));
  return [...resets, ...sent];
}

function checkFilters(schema: PageTypeSchema): Problem[] {
  const ids = new Set(schema.filters.map((f) => f.id));
  const repeated = duplicates(schema.filters, (f) => f.id).map(
    (d) => `$.filters[${d.index}].id: a filter id used once (also at $.filters[${d.first}])${got(d.key)}`,
  );
  const params = schema.filters.flatMap((f, index) => filterParams(f).map((param) => ({ index, param })));
  const sharedParams = duplicates(params, (p) => p.param).map(
    (d) =>
      `$.filters[${params[d.index]!.index}]: query parameters used by one filter only ` +
      `(${d.key} is also used by $.filters[${params[d.first]!.index}])`,
  );
  const reserved: readonly string[] = RESERVED_PARAMS;
  const reservedParams = params
    .filter((p) => reserved.includes(p.param))
    .map((p) => `$.filters[${p.index}]: no query parameter reserved by the list state (${reserved.join(', ')})${got(p.param)}`);
  const references = schema.filters.flatMap((filter, i) => [
    ...filterRefs(filter)
      .filter((ref) => !ids.has(ref.id) || ref.id === filter.id)
      .map((ref) => `$.filters[${i}]${ref.path}: the id of another filter of this page type${got(ref.id)}`),
    ...(filter.kind === 'freeSearch' && !filter.fields.some((f) => f.value === filter.defaultField)
      ? [`$.filters[${i}].defaultField: one of ${filter.fields.map((f) => f.value).join(', ')}${got(filter.defaultField)}`]
      : []),
  ]);
  return [...repeated, ...sharedParams, ...reservedParams, ...references];
}

/** Every message key of the schema with its path. */
function labelKeys(schema: PageTypeSchema): { path: string; key: string }[] {
  const views = Object.entries(schema.views).flatMap(([viewName, view]) =>
    (view?.columns ?? []).map((c, i) => ({ path: `$.views.${viewName}.columns[${i}].label`, key: c.label })),
  );
  const sort = schema.sort.flatMap((s, i) => [
    { path: `$.sort[${i}].label`, key: s.label },
    ...Object.entries(s.orderLabels ?? {}).map(([order, key]) => ({ path: `$.sort[${i}].orderLabels.${order}`, key })),
  ]);
  const filters = schema.filters.flatMap((f, i) => [
    { path: `$.filters[${i}].label`, key: f.label },
    ...(f.kind === 'freeSearch' ? f.fields.map((field, fi) => ({ path: `$.filters[${i}].fields[${fi}].label`, key: field.label })) : []),
  ]);
  return [...views, ...sort, ...filters];
}

/** Labels live under pageType.<id>. (architecture note 7). */
function checkLabels(schema: PageTypeSchema): Problem[] {
  const prefix = `pageType.${schema.id}.`;
  return labelKeys(schema)
    .filter((l) => !l.key.startsWith(prefix))
    .map((l) => `${l.path}: a message key under "${prefix}"${got(l.key)}`);
}

/** The problems of one schema that already passed the meta-schema. */
export function crossCheckPageType(schema: PageTypeSchema, file: string, rows: RowSchemas): Problem[] {
  const baseName = file.replace(/^.*[\\/]/, '').replace(/\.json$/, '');
  const row = rows[schema.listKey];
  const rowFields = row ? new Set(Object.keys(row.properties)) : null;
  return [
    ...(baseName === schema.id ? [] : [`$.id: the file name "${baseName}"${got(schema.id)}`]),
    ...(row ? [] : [`$.listKey: one of the list keys ${Object.keys(rows).join(', ')}${got(schema.listKey)}`]),
    ...checkViews(schema, rowFields),
    ...checkSort(schema, rowFields),
    ...checkFilters(schema),
    ...checkLabels(schema),
  ];
}

/** Problems across files: two page types on one route. */
export function crossCheckPageTypes(files: readonly { file: string; data: unknown }[]): Problem[] {
  const routes = files.map((f) => ({ file: f.file, route: (f.data as { route?: unknown }).route }));
  return duplicates(routes, (r) => (typeof r.route === 'string' ? r.route : '')).flatMap((d) =>
    d.key ? [`${routes[d.index]!.file}: $.route: a route no other page type uses (also ${routes[d.first]!.file})${got(d.key)}`] : [],
  );
}

// What a company config means, checked beyond its shape: its images are the brand's own and exist,
// white text can be read on its colour, and its page-type and table settings name what the page-type
// and table-page schemas define. Each check looks only at the parts that are well-formed, so one pass
// reports shape and meaning problems together.
import fs from 'node:fs';
import path from 'node:path';
import type { FilterDef, PageTypeSchema } from '../schemas/meta/page-type.schema';
import type { TablePageSchema } from '../schemas/meta/table-page.schema';
import { jsonPathMember } from '../schemas/ajv-messages';
import { DEFAULT_AFTER_LOGIN } from '../shared/routes/route-table';
import { displayPath } from './paths';

/** WCAG AA for normal text: primary buttons, badges and the selected menu item put white text on the brand colour. */
const MIN_CONTRAST_WITH_WHITE = 4.5;

const ASSET_KEYS = ['logos.light', 'logos.dark', 'logos.compactLight', 'logos.compactDark', 'favicon'] as const;
const BRAND_ASSET = /^\/brands\/([a-z0-9][a-z0-9-]*)\/[A-Za-z0-9._-]+\.(svg|png|webp|ico)$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const at = (value: unknown, dotted: string): unknown =>
  dotted.split('.').reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), value);

export interface MeaningContext {
  publicDir: string;
  pageTypes: readonly PageTypeSchema[];
  tablePages: readonly TablePageSchema[];
  brand: string;
}

export function companyMeaningViolations(data: unknown, { publicDir, pageTypes, tablePages, brand }: MeaningContext): string[] {
  if (!isObject(data)) return [];
  return [
    ...assetViolations(data, publicDir, brand),
    ...contrastViolations(data),
    ...pageTypeViolations(data.pageTypes, pageTypes),
    ...tableViolations(data.tables, tablePages),
  ];
}

function assetViolations(config: Json, publicDir: string, brand: string): string[] {
  return ASSET_KEYS.flatMap((key) => {
    const url = at(config, key);
    const folder = typeof url === 'string' ? BRAND_ASSET.exec(url)?.[1] : undefined;
    if (typeof url !== 'string' || folder === undefined) return []; // the shape check names it
    if (folder !== brand) return [`$.${key}: must be in the brand's own folder /brands/${brand}/ (not /brands/${folder}/)`];
    if (!fs.existsSync(path.join(publicDir, url))) return [`$.${key}: must name a file in ${displayPath(publicDir)} (${url} not found)`];
    return [];
  });
}

/** WCAG 2 relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

function contrastViolations(config: Json): string[] {
  const brand = at(config, 'theme.brand');
  if (typeof brand !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(brand)) return [];
  const ratio = contrastWithWhite(brand);
  // compared as shown, so a colour reported as 4.5:1 is never refused
  const shown = Math.floor(ratio * 100) / 100;
  return shown >= MIN_CONTRAST_WITH_WHITE
    ? []
    : [
        `$.theme.brand: must have a contrast of at least ${MIN_CONTRAST_WITH_WHITE}:1 with white text (${brand} has ${shown}:1); pick a darker colour`,
      ];
}

/**
 * Each entry of a settings object by id (`pageTypes`, `tables`) against the schema of that id: ajv
 * knows neither the ids nor what the schemas hold. An unknown id is named with the known ones.
 */
function settingsViolations<S extends { id: string }>(
  settings: unknown,
  schemas: readonly S[],
  { path, what }: { path: string; what: string },
  check: (where: string, own: Json, schema: S) => string[],
): string[] {
  if (!isObject(settings)) return [];
  const byId = new Map(schemas.map((schema) => [schema.id, schema]));
  return Object.entries(settings).flatMap(([id, own]) => {
    const where = `${path}${jsonPathMember(id)}`;
    const schema = byId.get(id);
    if (!schema) return [`${where}: must be one of the ${what} ${[...byId.keys()].sort().join(', ')}`];
    return isObject(own) ? check(where, own, schema) : [];
  });
}

const pageTypeViolations = (settings: unknown, pageTypes: readonly PageTypeSchema[]): string[] =>
  settingsViolations(settings, pageTypes, { path: '$.pageTypes', what: 'page types' }, (where, own, pageType) => {
    const columns = [...new Set(Object.values(pageType.views).flatMap((view) => view.columns.map((c) => c.id)))];
    return [
      ...homePageViolations(where, own, pageType),
      ...pageSizeViolations(where, own, pageType),
      ...columnViolations(where, own, pageType),
      ...columnLabelViolations(where, own, columns, `a column of ${pageType.id}`),
      ...hiddenFilterViolations(where, own, pageType),
    ];
  });

function homePageViolations(where: string, own: Json, pageType: PageTypeSchema): string[] {
  // the car listing is "/", the page after login and the not-found page's link
  return own.enabled === false && pageType.route === DEFAULT_AFTER_LOGIN
    ? [`${where}.enabled: must be true: ${pageType.route} is the home page and the page after login`]
    : [];
}

/** The listing call accepts the page type's own sizes only. */
function pageSizeViolations(where: string, own: Json, pageType: PageTypeSchema): string[] {
  if (!Array.isArray(own.pageSizes)) return [];
  const { id, pageSizes, defaultPageSize } = pageType;
  const sizes: unknown[] = own.pageSizes;
  return [
    ...sizes.flatMap((size, i) =>
      typeof size !== 'number' || pageSizes.includes(size)
        ? []
        : [`${where}.pageSizes[${i}]: must be one of the page sizes of ${id}: ${pageSizes.join(', ')}`],
    ),
    ...(sizes.includes(defaultPageSize) ? [] : [`${where}.pageSizes: must include the default page size of ${id}, ${defaultPageSize}`]),
  ];
}

/** The items of a list of column ids (`at`) that are not among `columns`. */
function unknownColumns(ids: unknown, columns: readonly string[], at: string, what: string): string[] {
  if (!Array.isArray(ids)) return []; // a non-list: the shape check names it
  const list: unknown[] = ids;
  return list.flatMap((id, i) =>
    typeof id !== 'string' || columns.includes(id) ? [] : [`${at}[${i}]: must be a column of ${what}: ${columns.join(', ')} (not "${id}")`],
  );
}

function columnViolations(where: string, own: Json, pageType: PageTypeSchema): string[] {
  if (!isObject(own.columns)) return [];
  return Object.entries(own.columns).flatMap(([view, ids]) => {
    const columns = pageType.views[view as keyof PageTypeSchema['views']]?.columns.map((c) => c.id);
    // an unknown view: the shape check names it
    return columns ? unknownColumns(ids, columns, `${where}.columns.${view}`, `the ${pageType.id} ${view} view`) : [];
  });
}

/** Headings of columns the page type or table has: `what` names where the ids come from. */
function columnLabelViolations(where: string, own: Json, columns: readonly string[], what: string): string[] {
  if (!isObject(own.columnLabels)) return [];
  return Object.keys(own.columnLabels).flatMap((id) =>
    columns.includes(id) ? [] : [`${where}.columnLabels${jsonPathMember(id)}: must be ${what}: ${columns.join(', ')} (not "${id}")`],
  );
}

/** The ids of filters whose options another filter's value selects (model options follow the maker). */
const filtersRead = (filter: FilterDef): string[] =>
  'source' in filter && filter.source.from === 'call'
    ? Object.values(filter.source.query ?? {}).flatMap((value) => (typeof value === 'object' ? [value.filter] : []))
    : [];

/** Filters the page type has; a filter another one reads is hidden only with it. */
function hiddenFilterViolations(where: string, own: Json, pageType: PageTypeSchema): string[] {
  if (!Array.isArray(own.hiddenFilters)) return [];
  const hidden: unknown[] = own.hiddenFilters;
  const ids = pageType.filters.map((f) => f.id);
  return hidden.flatMap((id, i) => {
    if (typeof id !== 'string') return [];
    const at = `${where}.hiddenFilters[${i}]`;
    if (!ids.includes(id)) return [`${at}: must be a filter of ${pageType.id}: ${ids.join(', ')} (not "${id}")`];
    const readers = pageType.filters.filter((f) => !hidden.includes(f.id) && filtersRead(f).includes(id)).map((f) => f.id);
    return readers.length === 0
      ? []
      : [`${at}: must be hidden with the filters that read it: hide ${readers.join(', ')} too, or keep ${id}`];
  });
}

/** The table settings against the table-page schemas: their columns. */
const tableViolations = (settings: unknown, tablePages: readonly TablePageSchema[]): string[] =>
  settingsViolations(settings, tablePages, { path: '$.tables', what: 'tables' }, (where, own, page) => {
    const columns = page.columns.map((c) => c.id);
    return [
      ...unknownColumns(own.columns, columns, `${where}.columns`, `the ${page.id} table`),
      ...columnLabelViolations(where, own, columns, `a column of the ${page.id} table`),
    ];
  });

// What a company config means, checked beyond its shape: its images are the brand's own and exist,
// white text can be read on its colour, and its page-type settings name what the page-type schemas
// define. Each check looks only at the parts that are well-formed, so one pass reports shape and
// meaning problems together.
import fs from 'node:fs';
import path from 'node:path';
import type { PageTypeSchema } from '../schemas/meta/page-type.schema';
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

export function companyMeaningViolations(
  data: unknown,
  { publicDir, pageTypes, brand }: { publicDir: string; pageTypes: readonly PageTypeSchema[]; brand: string },
): string[] {
  if (!isObject(data)) return [];
  return [...assetViolations(data, publicDir, brand), ...contrastViolations(data), ...pageTypeViolations(data.pageTypes, pageTypes)];
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
    : [`$.theme.brand: must have a contrast of at least ${MIN_CONTRAST_WITH_WHITE}:1 with white text (${brand} has ${shown}:1); pick a darker colour`];
}

/** The page-type settings against the schemas: ajv knows neither the page types nor their columns. */
function pageTypeViolations(settings: unknown, pageTypes: readonly PageTypeSchema[]): string[] {
  if (!isObject(settings)) return [];
  const byId = new Map(pageTypes.map((p) => [p.id, p]));
  return Object.entries(settings).flatMap(([id, own]) => {
    const where = `$.pageTypes${jsonPathMember(id)}`;
    const pageType = byId.get(id);
    if (!pageType) return [`${where}: must be one of the page types ${[...byId.keys()].join(', ')}`];
    if (!isObject(own)) return [];
    return [...homePageViolations(where, own, pageType), ...pageSizeViolations(where, own, pageType), ...columnViolations(where, own, pageType)];
  });
}

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

function columnViolations(where: string, own: Json, pageType: PageTypeSchema): string[] {
  if (!isObject(own.columns)) return [];
  return Object.entries(own.columns).flatMap(([view, ids]) => {
    const columns = pageType.views[view as keyof PageTypeSchema['views']]?.columns.map((c) => c.id);
    if (!columns || !Array.isArray(ids)) return []; // an unknown view or a non-list: the shape check names it
    const expected = `must be a column of the ${pageType.id} ${view} view: ${columns.join(', ')}`;
    return ids.flatMap((column: unknown, i) =>
      typeof column !== 'string' || columns.includes(column) ? [] : [`${where}.columns.${view}[${i}]: ${expected} (not "${column}")`],
    );
  });
}

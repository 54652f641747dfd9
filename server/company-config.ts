// Loads the company (white-label) config the portal runs with and refuses to start on a bad one,
// naming every violation so a brand file can be fixed in one pass.
import fs from 'node:fs';
import path from 'node:path';
import type { ErrorObject } from 'ajv';
import { companySchema, type CompanyConfig } from '../config/company-schema';
import { createAjv } from '../schemas/ajv';
import { loadPageTypes } from '../schemas/meta/load-page-types';
import type { PageTypeSchema } from '../schemas/meta/page-type.schema';
import { DEFAULT_AFTER_LOGIN } from '../src/app/route-table';
import { pageTypeSettings } from '../src/engine/page-type-settings';
import { companiesDir, defaultPublicDir, displayPath } from './paths';

export class InvalidCompanyConfigError extends Error {
  constructor(readonly violations: string[]) {
    super(`Invalid company config:\n${violations.map((v) => `  ${v}`).join('\n')}`);
    this.name = 'InvalidCompanyConfigError';
  }
}

// verbose: errors carry their schema, whose description says what a pattern means.
const validateShape = createAjv({ verbose: true }).compile(companySchema);

/** COMPANY_CONFIG (any file) wins over COMPANY (a brand name in config/companies/), default 'default'. */
export function companyConfigPath(env: { COMPANY?: string; COMPANY_CONFIG?: string }): string {
  if (env.COMPANY_CONFIG) return path.resolve(env.COMPANY_CONFIG);
  const company = env.COMPANY || 'default';
  if (!/^[a-z0-9][a-z0-9-]*$/.test(company)) {
    throw new InvalidCompanyConfigError([`COMPANY=${company}: must be a brand file name such as "default"`]);
  }
  return path.join(companiesDir, `${company}.json`);
}

/** `pageTypes`: the schemas the config's page-type settings must name (schemas/page-types/ by default). */
export function loadCompanyConfig(
  file: string,
  publicDir = defaultPublicDir,
  pageTypes: readonly PageTypeSchema[] = loadPageTypes(),
): CompanyConfig {
  const shown = displayPath(file);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new InvalidCompanyConfigError([`${shown}: the file could not be read`]);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new InvalidCompanyConfigError([`${shown}: $: must be valid JSON (${(error as Error).message})`]);
  }
  const violations = companyConfigViolations(data, publicDir, pageTypes).map((v) => `${shown}: ${v}`);
  if (violations.length > 0) throw new InvalidCompanyConfigError(violations);
  return data as CompanyConfig;
}

/** The API page types of the page types the company keeps (one the config leaves out is enabled). */
export function enabledPageTypes(config: Pick<CompanyConfig, 'pageTypes'>, pageTypes: readonly PageTypeSchema[] = loadPageTypes()): string[] {
  return pageTypes.filter((schema) => pageTypeSettings(config, schema.id).enabled).map((schema) => schema.apiPageType);
}

/**
 * Every way `data` breaks the schema, names a brand asset missing from public/, or names a page type,
 * view or column the page-type schemas do not have, as "<json path>: <expected>".
 */
export function companyConfigViolations(
  data: unknown,
  publicDir: string,
  pageTypes: readonly PageTypeSchema[],
): string[] {
  if (!validateShape(data)) return (validateShape.errors ?? []).map(describeError);
  const config = data as CompanyConfig;
  return [...assetViolations(config, publicDir), ...pageTypeViolations(config.pageTypes ?? {}, pageTypes)];
}

function assetViolations(config: CompanyConfig, publicDir: string): string[] {
  const assets: [string, string][] = [
    ...Object.entries(config.logos).map(([key, url]): [string, string] => [`$.logos.${key}`, url]),
    ['$.favicon', config.favicon],
  ];
  return assets
    .filter(([, url]) => !fs.existsSync(path.join(publicDir, url)))
    .map(([at, url]) => `${at}: must name a file in ${displayPath(publicDir)} (${url} not found)`);
}

type PageTypeSettingsConfig = NonNullable<CompanyConfig['pageTypes']>;
type OwnSettings = PageTypeSettingsConfig[string];
type ViewName = keyof PageTypeSchema['views'];

/** The page-type settings against the schemas: ajv knows neither the page types nor their columns. */
function pageTypeViolations(settings: PageTypeSettingsConfig, pageTypes: readonly PageTypeSchema[]): string[] {
  const byId = new Map(pageTypes.map((p) => [p.id, p]));
  return Object.entries(settings).flatMap(([id, own]) => {
    const at = `$.pageTypes${member(id)}`;
    const pageType = byId.get(id);
    if (!pageType) return [`${at}: must be one of the page types ${[...byId.keys()].join(', ')}`];
    return [
      ...viewViolations(at, own, pageType),
      ...pageSizeViolations(at, own, pageType),
      ...columnViolations(at, own, pageType),
    ];
  });
}

function viewViolations(at: string, own: OwnSettings, pageType: PageTypeSchema): string[] {
  const views = Object.keys(pageType.views);
  return [
    // the car listing is "/", the page after login and the not-found page's link
    ...(own.enabled === false && pageType.route === DEFAULT_AFTER_LOGIN
      ? [`${at}.enabled: must be true: ${pageType.route} is the home page and the page after login`]
      : []),
    ...(own.defaultView && !views.includes(own.defaultView)
      ? [`${at}.defaultView: must be one of the views of ${pageType.id}: ${views.join(', ')}`]
      : []),
  ];
}

/** The listing call accepts the page type's own sizes only. */
function pageSizeViolations(at: string, own: OwnSettings, pageType: PageTypeSchema): string[] {
  if (!own.pageSizes) return [];
  const { id, pageSizes, defaultPageSize } = pageType;
  return [
    ...own.pageSizes.flatMap((size, i) =>
      pageSizes.includes(size)
        ? []
        : [`${at}.pageSizes[${i}]: must be one of the page sizes of ${id}: ${pageSizes.join(', ')}`],
    ),
    ...(own.pageSizes.includes(defaultPageSize)
      ? []
      : [`${at}.pageSizes: must include the default page size of ${id}, ${defaultPageSize}`]),
  ];
}

function columnViolations(at: string, own: OwnSettings, pageType: PageTypeSchema): string[] {
  const views = Object.keys(pageType.views).join(', ');
  return (Object.entries(own.columns ?? {}) as [ViewName, string[]][]).flatMap(([view, ids]) => {
    const columns = pageType.views[view]?.columns.map((c) => c.id);
    if (!columns) return [`${at}.columns.${view}: must be one of the views of ${pageType.id}: ${views}`];
    const expected = `must be a column of the ${pageType.id} ${view} view: ${columns.join(', ')}`;
    return ids.flatMap((column, i) =>
      columns.includes(column) ? [] : [`${at}.columns.${view}[${i}]: ${expected} (not "${column}")`],
    );
  });
}

function describeError(error: ErrorObject): string {
  const at = jsonPath(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${at}${member(String(params.missingProperty))}: is required`;
    case 'additionalProperties':
      return `${at}${member(String(params.additionalProperty))}: is not an allowed property`;
    case 'pattern': {
      const description = (error.parentSchema as { description?: string } | undefined)?.description;
      return `${at}: ${description ? `must be ${description}` : error.message}`;
    }
    case 'enum':
      return `${at}: must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return `${at}: ${error.message ?? error.keyword}`;
  }
}

/** ajv's JSON Pointer ("/headerLinks/0/href") as a JSON path ("$.headerLinks[0].href"). */
function jsonPath(pointer: string): string {
  const segments = pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  return `$${segments.map(member).join('')}`;
}

function member(segment: string): string {
  if (/^\d+$/.test(segment)) return `[${segment}]`;
  if (/^[A-Za-z_$][\w$]*$/.test(segment)) return `.${segment}`;
  return `[${JSON.stringify(segment)}]`;
}

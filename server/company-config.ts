// Loads the company (white-label) config the portal runs with and refuses to start on a bad one,
// naming every violation, of shape and of meaning, in one pass so a brand file is fixed in one go.
import fs from 'node:fs';
import path from 'node:path';
import { parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { companySchema, type CompanyConfig } from '../config/company-schema';
import { createAjv } from '../schemas/ajv';
import { describeAjvError } from '../schemas/ajv-messages';
import { loadPageTypes } from '../schemas/meta/load-page-types';
import type { PageTypeSchema } from '../schemas/meta/page-type.schema';
import { loadTablePages } from '../schemas/meta/load-table-pages';
import type { TablePageSchema } from '../schemas/meta/table-page.schema';
import { costsViolations } from './company-config-costs';
import { companyMeaningViolations, type MeaningContext } from './company-config-meaning';
import { companiesDir, defaultPublicDir, displayPath } from './paths';

export class InvalidCompanyConfigError extends Error {
  constructor(readonly violations: string[]) {
    super(`Invalid company config:\n${violations.map((v) => `  ${v}`).join('\n')}`);
    this.name = 'InvalidCompanyConfigError';
  }
}

// verbose: errors carry their schema, whose description says what a pattern means.
const validateShape = createAjv({ verbose: true }).compile(companySchema);

/** The brands of config/companies/, by file name. */
export function brandNames(dir = companiesDir): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/** A brand is named by its file: config/companies/acme.json, or COMPANY_CONFIG=/etc/seri/acme.json. */
function brandOf(file: string): string {
  return path.basename(file, '.json');
}

/** COMPANY_CONFIG (any file) wins over COMPANY (a brand name in config/companies/), default 'default'. */
export function companyConfigPath(env: { COMPANY?: string; COMPANY_CONFIG?: string }, dir = companiesDir): string {
  if (env.COMPANY_CONFIG) return path.resolve(env.COMPANY_CONFIG);
  const company = env.COMPANY || 'default';
  const brands = brandNames(dir);
  if (!/^[a-z0-9][a-z0-9-]*$/.test(company) || !brands.includes(company)) {
    throw new InvalidCompanyConfigError([`COMPANY=${company}: must be one of the brands in ${displayPath(dir)}: ${brands.join(', ')}`]);
  }
  return path.join(dir, `${company}.json`);
}

/**
 * `pageTypes`, `tablePages`: the schemas the config's page-type and table settings must name
 * (schemas/page-types/, schemas/bid-tables/ and schemas/tables/ by default).
 */
export function loadCompanyConfig(
  file: string,
  publicDir = defaultPublicDir,
  pageTypes: readonly PageTypeSchema[] = loadPageTypes(),
  tablePages: readonly TablePageSchema[] = loadTablePages(),
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
  } catch {
    throw new InvalidCompanyConfigError([`${shown}: ${jsonSyntaxProblem(text)}`]);
  }
  const violations = companyConfigViolations(data, { publicDir, pageTypes, tablePages, brand: brandOf(file) }).map((v) => `${shown}: ${v}`);
  if (violations.length > 0) throw new InvalidCompanyConfigError(violations);
  return data as CompanyConfig;
}

/**
 * Every way `data` breaks the schema, and every way its well-formed parts mean something impossible
 * (an image outside the brand's folder or missing, a colour white text cannot be read on, a page
 * type, view, column, filter or table the schemas lack), as "<json path>: <expected>".
 */
function companyConfigViolations(data: unknown, where: MeaningContext): string[] {
  const shape = validateShape(data) ? [] : (validateShape.errors ?? []).map(describeAjvError);
  return [...shape, ...companyMeaningViolations(data, where), ...costsViolations(data)];
}

/** "line 3, column 14: must be valid JSON (value expected)": where the first syntax error is. */
function jsonSyntaxProblem(text: string): string {
  const errors: ParseError[] = [];
  parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  const offset = first?.offset ?? text.length;
  const lines = text.slice(0, offset).split('\n');
  const reason = first
    ? printParseErrorCode(first.error)
        .replace(/(?<=[a-z])(?=[A-Z])/g, ' ')
        .toLowerCase()
    : 'unexpected end';
  return `line ${lines.length}, column ${(lines[lines.length - 1]?.length ?? 0) + 1}: must be valid JSON (${reason})`;
}

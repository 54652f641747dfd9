// config/company.schema.json is the company schema as a plain file, so editors can check brand
// files; it is written from config/company-schema.ts and never edited by hand.
import fs from 'node:fs';
import path from 'node:path';
import { companySchema } from '../config/company-schema';
import { repoRoot } from '../server/paths';

export const companySchemaFile = path.join(repoRoot, 'config', 'company.schema.json');

export function companySchemaJson(): string {
  return `${JSON.stringify(companySchema, null, 2)}\n`;
}

/** Rewrites the file only when it is stale, so a build leaves no needless change behind. */
export function writeCompanySchemaFile(): void {
  const text = companySchemaJson();
  const current = fs.existsSync(companySchemaFile) ? fs.readFileSync(companySchemaFile, 'utf8') : '';
  if (current !== text) fs.writeFileSync(companySchemaFile, text);
}

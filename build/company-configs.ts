import fs from 'node:fs';
import path from 'node:path';
import { InvalidCompanyConfigError, loadCompanyConfig } from '../server/company-config';
import { companiesDir } from '../server/paths';

/** Every brand in config/companies/ (and COMPANY_CONFIG, when set) must be valid: the build ships them all. */
export function checkCompanyConfigs(extraFile: string | undefined): void {
  const files = fs
    .readdirSync(companiesDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(companiesDir, name));
  if (extraFile) files.push(path.resolve(extraFile));
  const violations = files.flatMap((file) => {
    try {
      loadCompanyConfig(file);
      return [];
    } catch (error) {
      if (error instanceof InvalidCompanyConfigError) return error.violations;
      throw error;
    }
  });
  if (violations.length > 0) throw new InvalidCompanyConfigError(violations);
}

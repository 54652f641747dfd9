import { brandNames, companyConfigPath, InvalidCompanyConfigError, loadCompanyConfig } from '../server/company-config';
import { companiesDir } from '../server/paths';

/**
 * The brand being built or started (COMPANY_CONFIG, else COMPANY, else default) must be valid; the
 * bundle itself is the same for every brand, so another brand's broken file does not stop this one:
 * it is named in the warnings returned (npm test checks every brand).
 */
export function checkCompanyConfig(env: { COMPANY?: string; COMPANY_CONFIG?: string }, dir = companiesDir): string[] {
  const file = companyConfigPath(env, dir);
  loadCompanyConfig(file);
  return brandNames(dir)
    .filter((brand) => {
      const other = companyConfigPath({ COMPANY: brand }, dir);
      return other !== file && !isValid(other);
    })
    .map((brand) => `Brand ${brand} has problems (COMPANY=${brand} npm run build lists them); building for the others goes on`);
}

function isValid(file: string): boolean {
  try {
    loadCompanyConfig(file);
    return true;
  } catch (error) {
    if (error instanceof InvalidCompanyConfigError) return false;
    throw error;
  }
}

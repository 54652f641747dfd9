// `node build.mjs` (production bundle and size report) and `node build.mjs --dev` (watch, serve, reload).
import { loadPageTypes } from '../schemas/meta/load-page-types';
import { loadTablePages } from '../schemas/meta/load-table-pages';
import { writeJson as writePageTypeMetaSchemaFile } from '../schemas/meta/write-json';
import { InvalidCompanyConfigError } from '../server/company-config';
import { PageTypeSchemaError } from '../shared/page-types/validate-page-types';
import { defaultDistDir, displayPath } from '../server/paths';
import { checkCompanyConfig } from './company-configs';
import { writeCompanySchemaFile } from './company-schema-file';
import { writeFormValidators } from './form-validators';
import { writeListValidators } from './list-validators';
import { writeMessageAreas } from './message-areas';
import { writeThemeTemplates } from './theme-templates';
import { runDev } from './dev';
import { ENTRY, HTML_TEMPLATE, LAYOUTS_MAP, PAGES_MAP } from './paths';
import { buildProduction } from './production';
import { FIRST_VISIT_BUDGETS } from './first-visit-budget';
import { budgetProblems, formatSizeReport } from './size-report';

/** Runs the build; answers the process exit code (dev mode keeps running and sets it on exit). */
export async function main(args: string[]): Promise<number> {
  try {
    writeCompanySchemaFile();
    for (const warning of checkCompanyConfig(process.env)) console.warn(warning);
    writePageTypeMetaSchemaFile();
    loadPageTypes();
    loadTablePages();
    writeFormValidators();
    writeListValidators();
    writeMessageAreas();
    writeThemeTemplates();
    if (args.includes('--dev')) {
      await runDev();
      return 0;
    }
    const started = performance.now();
    const report = await buildProduction({
      entry: ENTRY,
      outDir: defaultDistDir,
      htmlTemplate: HTML_TEMPLATE,
      pagesMap: PAGES_MAP,
      layoutsMap: LAYOUTS_MAP,
      firstVisits: FIRST_VISIT_BUDGETS,
    });
    console.log(`Built ${displayPath(defaultDistDir)}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    console.log(formatSizeReport(report));
    const budgets = Object.fromEntries(FIRST_VISIT_BUDGETS.map(({ name, gzipBytes }) => [name, gzipBytes]));
    const problems = budgetProblems(report, budgets, 'build/first-visit-budget.ts');
    for (const problem of problems) console.error(problem);
    if (problems.length > 0) {
      console.error('Build failed');
      return 1;
    }
    const within = Object.entries(budgets).map(([visit, bytes]) => `${visit} ${bytes} B`);
    console.log(`Within the first-visit budgets of ${within.join(', ')} gzip (build/first-visit-budget.ts)`);
    return 0;
  } catch (error) {
    // esbuild has already printed its own errors.
    if (error instanceof InvalidCompanyConfigError || error instanceof PageTypeSchemaError) console.error(error.message);
    else if (!isEsbuildFailure(error)) console.error(error);
    console.error('Build failed');
    return 1;
  }
}

function isEsbuildFailure(error: unknown): boolean {
  return error instanceof Error && Array.isArray((error as { errors?: unknown }).errors);
}

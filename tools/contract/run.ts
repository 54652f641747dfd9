// Runs every check against a backend and reports as it goes; the report says whether it failed.
import type { PageType } from '../../schemas/api/operations';
import { checkBidLists } from './checks/bids';
import { checkErrors } from './checks/errors';
import { checkListings } from './checks/listings';
import { checkRecords } from './checks/records';
import { checkReferenceData } from './checks/reference';
import { checkLogout, checkSession } from './checks/session';
import { checkWrites } from './checks/write';
import type { Context, ContractOptions, Lot } from './context';
import { apiBase } from './http';
import { Report } from './report';
import { Checks } from './step';

export async function runContract(options: ContractOptions, print: (line: string) => void): Promise<Report> {
  const base = apiBase(options.apiUrl);
  const report = new Report(print);
  report.heading(`Seri API contract check of ${base} (${options.write ? 'with changes, each undone' : 'read-only'})`);
  const checks = new Checks(base, report);
  const context: Context = { checks, options, signedIn: {}, lots: {} as Partial<Record<PageType, readonly Lot[]>> };
  checks.area('Connection');
  if (!(await checks.run(`the backend answers at ${base}`, (step) => step.raw(undefined, 'GET', '/site/get-language')))) {
    report.summarize();
    return report;
  }
  await checkSession(context);
  await checkReferenceData(context);
  await checkListings(context);
  await checkBidLists(context);
  await checkRecords(context);
  await checkErrors(context);
  if (options.write) await checkWrites(context);
  await checkLogout(context);
  report.summarize();
  return report;
}

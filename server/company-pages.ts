// What the company config puts into the portal's answers: index.html with the config in it, the info
// pages, the not-found answer of a disabled page type's routes and the page types the embedded API
// serves. Built whole from one config, so a reload (SIGHUP) puts all of it in force or none of it.
import type { RequestHandler, Router } from 'express';
import type { CompanyConfig } from '../config/company-schema';
import { loadPageTypes } from '../schemas/meta/load-page-types';
import { enabledPageTypes } from '../shared/page-types/page-type-settings';
import { disabledRoutes } from '../shared/routes/disabled-routes';
import { contentRouter, DEFAULT_CONTENT_FOLDER, loadContent } from './content';
import { earlyCalls } from './early-calls';
import { loadIndexPage } from './index-page';
import { pageFallback } from './page-fallback';

export interface CompanyPages {
  /** /content/<page>.json */
  content: Router;
  /** index.html for the routes no file answered (404 for a disabled page type's), with their early calls */
  fallback: RequestHandler;
  /** the API page types the company keeps */
  enabledPageTypes: string[];
}

/** Throws, naming the problem, when dist/index.html or an info page cannot be read or is malformed. */
export function companyPages(company: CompanyConfig, { distDir, devReload }: { distDir: string; devReload: boolean }): CompanyPages {
  return {
    content: contentRouter(loadContent(company.content ?? DEFAULT_CONTENT_FOLDER), company.name),
    fallback: pageFallback(loadIndexPage(distDir, company, devReload), disabledRoutes(company), earlyCalls(company)),
    enabledPageTypes: enabledPageTypes(company, loadPageTypes()),
  };
}

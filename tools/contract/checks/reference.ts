// Reference data (docs/api.md "Reference data"): the lists the forms and filters read.
import { SEARCH_PAGE_TYPES, CONDITION_LIST_TYPES } from '../../../schemas/api/session';
import { as, type Context } from '../context';
import type { CallOptions } from '../step';

export async function checkReferenceData(context: Context): Promise<void> {
  const { checks } = context;
  checks.area('Reference data');
  const publicCalls: ReadonlyArray<readonly [string, string, CallOptions?]> = [
    ['GET /site/get-language', 'languages'],
    ['GET /site/get-country-list', 'countries'],
    ['GET /site/currency-list', 'currencies'],
    ['GET /site/gearbox-list', 'gearboxes'],
    ['GET /site/auction-status-list', 'auctionStatuses'],
    ...CONDITION_LIST_TYPES.map((type) => [`GET /site/condition-list?type=${type}`, 'conditions', { query: { type } }] as const),
  ];
  for (const [title, id, options] of publicCalls) await checks.run(title, (step) => step.call(undefined, id, options));

  const sessionCalls: ReadonlyArray<readonly [string, string, CallOptions?]> = [
    ['GET /site/menu-counters', 'menuCounters'],
    ['GET /site/week-days', 'weekDays'],
    ['GET /machinery/category-list', 'machineryCategories'],
    ...SEARCH_PAGE_TYPES.map((type) => [`GET /site/auction-list?type=${type}`, 'auctionList', { query: { type } }] as const),
  ];
  for (const [title, id, options] of sessionCalls) {
    await checks.run(`${title} as the client`, (step) => step.call(as(context, 'client').jar, id, options));
  }
}

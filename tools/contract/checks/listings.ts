// Listings (docs/api.md "Listings", "Lot detail"): for each page type the client may view, a page of
// lots (size and totals, the next page, a sort), its filters, makers, models, the searches and a lot.
import type { FilterOption, PageInfo } from '../../../schemas/api/listing';
import { OPERATIONS, type PageType } from '../../../schemas/api/operations';
import { loadPageTypes } from '../../../schemas/meta/load-page-types';
import type { FilterDef, PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import { as, type Context, type Lot } from '../context';
import { skip } from '../step';
import { expectPage, expectSorted, numericField } from './pages';

type ListingAnswer = Readonly<Record<string, unknown>> & { pageInfo: PageInfo };

/** The catalogue call of a page type: makers or models, singular or plural by page type. */
const catalogCall = (pageType: PageType, ids: readonly string[]): string => {
  const operation = OPERATIONS.find((candidate) => ids.includes(candidate.id) && candidate.pageTypes?.includes(pageType));
  if (!operation) throw new Error(`no ${ids.join(' or ')} call for ${pageType} in the operations table`);
  return operation.id;
};

/** The query key the page type's model list takes: `id` (the maker id) or `name` (machinery). */
function modelQueryKey(schema: PageTypeSchema): string {
  const model = schema.filters.find((filter: FilterDef) => filter.id === 'model');
  const query = model && 'source' in model && model.source.from === 'call' ? model.source.query : undefined;
  return Object.keys(query ?? { id: true })[0] ?? 'id';
}

async function checkPageType(context: Context, schema: PageTypeSchema): Promise<void> {
  const { checks } = context;
  const pageType = schema.apiPageType as PageType;
  const listKey = schema.listKey;
  const pageSize = Math.min(...schema.pageSizes);
  const list = `GET /${pageType}/listing`;
  const client = () => {
    const signedIn = as(context, 'client');
    if (!signedIn.profile.permission[schema.permission]) skip(`the client lacks ${schema.permission}`);
    return signedIn.jar;
  };
  const rowsOf = (answer: ListingAnswer) => (answer[listKey] ?? []) as Lot[];

  const first = await checks.run(`${list}?pageSize=${pageSize}: the page size and totals`, async (step) => {
    const answer = await step.call<ListingAnswer>(client(), 'listing', { pageType, query: { pageSize } });
    expectPage(step, rowsOf(answer), answer.pageInfo, 1, pageSize);
    return answer;
  });
  const lots = first ? rowsOf(first) : [];
  context.lots[pageType] = lots;

  await checks.run(`${list}?page=2: the next page`, async (step) => {
    const jar = client();
    if (!first || first.pageInfo.totalSearchResults <= pageSize) skip('one page of lots only');
    const answer = await step.call<ListingAnswer>(jar, 'listing', { pageType, query: { page: 2, pageSize } });
    expectPage(step, rowsOf(answer), answer.pageInfo, 2, pageSize);
    const onFirst = new Set(lots.map((lot) => lot.id));
    step.expect(!rowsOf(answer).some((lot) => onFirst.has(lot.id)), 'page 2 repeats lots of page 1');
  });

  const sortField = numericField(
    lots,
    schema.sort.map((sort) => sort.field).filter((field) => field !== 'auctionDate'),
  );
  for (const order of ['ASC', 'DESC'] as const) {
    await checks.run(`${list}?sort=${sortField ?? '…'}&order=${order}: the sort is honoured`, async (step) => {
      const jar = client();
      if (!sortField) skip('no numeric sort field with values on the first page');
      const answer = await step.call<ListingAnswer>(jar, 'listing', {
        pageType,
        query: { pageSize: Math.max(...schema.pageSizes), sort: sortField, order },
      });
      expectSorted(step, rowsOf(answer), sortField, order);
    });
  }

  await checks.run(`GET /${pageType}/filters`, (step) => step.call(client(), 'listingFilters', { pageType }));
  const makersCall = catalogCall(pageType, ['makers', 'makersPlural']);
  const makers = await checks.run(`GET /${pageType}/${makersCall === 'makers' ? 'maker' : 'makers'}`, (step) =>
    step.call<FilterOption[]>(client(), makersCall, { pageType }),
  );
  const modelsCall = catalogCall(pageType, ['models', 'modelsPlural']);
  const key = modelQueryKey(schema);
  const models = await checks.run(
    `GET /${pageType}/${modelsCall === 'models' ? 'model' : 'models'}?${key}= (the first maker)`,
    async (step) => {
      const jar = client();
      const maker = makers?.[0];
      if (!maker) skip('no maker listed');
      return step.call<FilterOption[]>(jar, modelsCall, { pageType, query: { [key]: String(maker.value) } });
    },
  );
  // by model id where models have ids, else by the model's name
  const attributesBy = key === 'id' ? 'modelId' : 'quick_search_model';
  await checks.run(`GET /${pageType}/filter-attributes?${attributesBy}= (the first model)`, async (step) => {
    const jar = client();
    const model = models?.[0];
    if (!model) skip('no model listed');
    await step.call(jar, 'filterAttributes', { pageType, query: { [attributesBy]: String(key === 'id' ? model.value : model.label) } });
  });
  await checks.run(`GET /${pageType}/filter-model?search_model= (part of the first lot's model)`, async (step) => {
    const jar = client();
    const model = String(lots[0]?.model ?? '')
      .trim()
      .slice(0, 3);
    if (!model) skip('no lot with a model');
    await step.call(jar, 'filterModel', { pageType, query: { search_model: model } });
  });
  await checks.run(`GET /${pageType}/filter-chassis?search_chassis= (the first lot's)`, async (step) => {
    const jar = client();
    const chassis = String(lots[0]?.chassis ?? lots[0]?.serial ?? '')
      .trim()
      .slice(0, 3);
    if (!chassis) skip('no lot with a chassis or serial');
    await step.call(jar, 'filterChassis', { pageType, query: { search_chassis: chassis } });
  });
  await checks.run(`GET /${pageType}/view?id= (the first lot)`, async (step) => {
    const jar = client();
    const lot = lots[0];
    if (!lot) skip('no lots');
    await step.call(jar, 'lotDetail', { pageType, query: { id: lot.id } });
  });
}

export async function checkListings(context: Context): Promise<void> {
  for (const schema of loadPageTypes()) {
    context.checks.area(`Listing: ${schema.apiPageType}`);
    await checkPageType(context, schema);
  }
}

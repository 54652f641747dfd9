// The listing calls of each page type (docs/api.md "Listings"): listing, filters, filter-attributes,
// filter-chassis, filter-model, and the maker and model lists at the paths its page-type schema names.
// Only the page types the company enabled are mounted, and each call needs the page type's view permission.
import { Router, type Response } from 'express';
import {
  bikeListingResponseSchema,
  carListingResponseSchema,
  catalogOptionListSchema,
  filterAttributesQuerySchema,
  filterAttributesResponseSchema,
  filterChassisQuerySchema,
  filterChassisResponseSchema,
  filterModelQuerySchema,
  filterModelResponseSchema,
  filtersResponseSchema,
  mechListingResponseSchema,
  modelListQuerySchema,
  type CatalogOptionList,
  type FilterAttributesQuery,
  type FilterAttributesResponse,
  type FilterChassisQuery,
  type FilterChassisResponse,
  type FilterModelQuery,
  type FilterModelResponse,
  type FiltersResponse,
  type ListKey,
  type ModelListQuery,
} from '../../../schemas/api/listing';
import type { FilterDef } from '../../../schemas/meta/page-type.schema';
import { resolveCallPath } from '../../../shared/list/calls';
import type { ApiContext } from '../context';
import { sessionOf } from '../http/authenticate';
import { HttpError } from '../http/errors';
import { inputParser, responder } from '../http/validation';
import { createCatalog } from '../listing/catalog';
import { createFacetReader, sqlFacetCounting } from '../listing/facets';
import { parseListingRequest } from '../listing/listing-request';
import { lotClauses } from '../listing/lot-conditions';
import { createLotCounter, createLotPager, listingStatements } from '../listing/lot-page';
import { bikeLotOf, carLotOf, createLotReader, mechLotOf, type LotRecord } from '../listing/lot-rows';
import { modeOfView, pageTypeSettings, visibleColumns } from '../../../shared/page-types/page-type-settings';
import type { ExportReader } from '../export/export-reader';
import { createViewerReader } from '../bid-lists/viewer';
import type { ListingPageType } from '../listing/page-types';

// Each list key has its response schema; every answer is checked against it.
const sendListing: Readonly<Record<ListKey, (res: Response, body: unknown) => void>> = {
  carsList: responder<unknown>(carListingResponseSchema),
  bikeList: responder<unknown>(bikeListingResponseSchema),
  mechList: responder<unknown>(mechListingResponseSchema),
};
const sendFilters = responder<FiltersResponse>(filtersResponseSchema);
const sendAttributes = responder<FilterAttributesResponse>(filterAttributesResponseSchema);
const sendChassis = responder<FilterChassisResponse>(filterChassisResponseSchema);
const sendModels = responder<FilterModelResponse>(filterModelResponseSchema);
const sendOptions = responder<CatalogOptionList>(catalogOptionListSchema);
const parseAttributesQuery = inputParser<FilterAttributesQuery>(filterAttributesQuerySchema, 'query');
const parseChassisQuery = inputParser<FilterChassisQuery>(filterChassisQuerySchema, 'query');
const parseModelSearchQuery = inputParser<FilterModelQuery>(filterModelQuerySchema, 'query');
const parseModelListQuery = inputParser<ModelListQuery>(modelListQuerySchema, 'query');

function lotOf(pageType: ListingPageType): (lot: LotRecord) => object {
  switch (pageType.listKey) {
    case 'carsList':
      return (lot) => carLotOf(lot, pageType);
    case 'bikeList':
      return bikeLotOf;
    case 'mechList':
      return mechLotOf;
  }
}

type CallSourced = FilterDef & { source: { from: 'call'; path: string; query?: Record<string, unknown> } };

const isCallSourced = (def: FilterDef): def is CallSourced => 'source' in def && def.source.from === 'call';

/** The call path a filter's option source names, with the page type put in, and its query names. */
function sourcePath(pageType: ListingPageType, filterId: string): { path: string; query: string[] } | undefined {
  const def = pageType.schema.filters.find((filter) => filter.id === filterId);
  if (!def || !isCallSourced(def)) return undefined;
  return { path: resolveCallPath(pageType.schema, def.source.path), query: Object.keys(def.source.query ?? {}) };
}

/** Runs `work`, telling `observe` how many seconds it took. */
function timed<T>(work: () => T, observe: (seconds: number) => void): T {
  const started = performance.now();
  try {
    return work();
  } finally {
    observe((performance.now() - started) / 1000);
  }
}

/** Lots read by id per step of an export. */
const EXPORT_LOT_BATCH = 200;

/** Every lot the ids name, in their order, as `toLot` answers them; ids read as they are needed. */
function* lotsOf(
  reader: ExportReader,
  ids: { sql: string; params: readonly unknown[] },
  userId: number,
  toLot: (lot: LotRecord) => object,
) {
  const readLots = createLotReader(reader.db);
  let batch: number[] = [];
  for (const id of reader.rows(reader.db.prepare(ids.sql).pluck(), ...ids.params)) {
    batch.push(id as number);
    if (batch.length === EXPORT_LOT_BATCH) {
      yield* readLots(batch, userId).map(toLot);
      batch = [];
    }
  }
  yield* readLots(batch, userId).map(toLot);
}

export function listingRoutes({ db, prepare, pageTypes, requireSession, observeListingQuery, exports, dbWorker }: ApiContext): Router {
  const router = Router();
  const pageOfLots = createLotPager(db, prepare);
  const countLots = createLotCounter(db, prepare);
  const viewerOf = createViewerReader(db);
  const facets = createFacetReader(db, sqlFacetCounting(db, prepare));
  const catalog = createCatalog(db, prepare, facets);

  for (const pageType of pageTypes.all) {
    const base = `/${pageType.id}`;
    const toLot = lotOf(pageType);
    const guard = [requireSession, pageTypes.requireView(pageType)];

    router.get(`${base}/listing`, ...guard, (req, res) => {
      const request = parseListingRequest(pageType, { ...req.query });
      const { lots, pageInfo } = timed(
        () => pageOfLots(request, sessionOf(req).userId),
        (seconds) => observeListingQuery(pageType.id, 'listing', seconds),
      );
      sendListing[pageType.listKey](res, { [pageType.listKey]: lots.map(toLot), pageInfo });
    });

    router.get(`${base}/listing/export`, ...guard, (req, res) => {
      const asked = exports.read(req, { listing: true });
      const request = parseListingRequest(pageType, asked.listQuery);
      const { userId } = sessionOf(req);
      const all = listingStatements(request).all(asked.ids);
      exports.send(req, res, asked, {
        name: pageType.id,
        columns: visibleColumns(pageType.schema, modeOfView(asked.view), pageTypeSettings(exports.columnConfig(), pageType.schema.id)),
        role: viewerOf(userId).role,
        count: () =>
          asked.ids && all.count
            ? Number(
                prepare(all.count.sql)
                  .pluck()
                  .get(...all.count.params),
              )
            : countLots(pageType, lotClauses(request)),
        rows: (reader) => lotsOf(reader, all.ids, userId, toLot),
      });
    });

    router.get(`${base}/filters`, ...guard, async (req, res) => {
      const query = { ...req.query };
      const request = parseListingRequest(pageType, query);
      const observe = (seconds: number) => observeListingQuery(pageType.id, 'filters', seconds);
      // A cold answer may take SQLite far longer than a request should wait: the database worker
      // counts it when there is one (a database file), and the event loop serves others meanwhile.
      if (dbWorker?.running()) {
        const { answer, seconds } = await dbWorker.filters(pageType.id, query);
        observe(seconds);
        sendFilters(res, answer);
      } else {
        sendFilters(
          res,
          timed(() => facets(pageType, lotClauses(request)), observe),
        );
      }
    });

    router.get(`${base}/filter-attributes`, ...guard, (req, res) => {
      sendAttributes(res, catalog.attributes(pageType, parseAttributesQuery({ ...req.query })));
    });

    router.get(`${base}/filter-chassis`, ...guard, (req, res) => {
      sendChassis(res, { chassis: catalog.chassis(pageType, parseChassisQuery({ ...req.query }).search_chassis) });
    });

    router.get(`${base}/filter-model`, ...guard, (req, res) => {
      sendModels(res, { model: catalog.searchModels(pageType, parseModelSearchQuery({ ...req.query }).search_model) });
    });

    const makers = sourcePath(pageType, 'maker');
    if (makers) router.get(makers.path, ...guard, (_req, res) => sendOptions(res, catalog.makers(pageType)));

    const models = sourcePath(pageType, 'model');
    if (models) {
      // The page-type schema says whether models are asked by maker id or by maker name.
      const key = models.query[0] ?? 'id';
      router.get(models.path, ...guard, (req, res) => {
        const query = parseModelListQuery({ ...req.query });
        if (key === 'id' && query.id === undefined) throw new HttpError(400, { success: false, message: 'Missing field id in the query' });
        if (key === 'name' && query.name === undefined)
          throw new HttpError(400, { success: false, message: 'Missing field name in the query' });
        sendOptions(res, catalog.models(pageType, key === 'id' ? { id: Number(query.id) } : { name: query.name }));
      });
    }
  }

  return router;
}

// What the listing calls know of each page type, read from its page-type schema (schemas/page-types):
// the list key and kind of lot, the query parameters it takes, its sort fields and page sizes.
import { loadPageTypes } from '../../../schemas/meta/load-page-types';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import type { ListKey } from '../../../schemas/api/listing';
import { filterParams } from '../../../shared/list/filter-values';
import type { LotKind } from '../reference/conditions';
import { PAGE_TYPES, type PageType } from '../reference/page-types';

export interface ListingPageType {
  readonly id: PageType;
  readonly schema: PageTypeSchema;
  readonly listKey: ListKey;
  readonly kind: LotKind;
  /** query parameters of its filters, plus those of the empty filter set (modelId=-1) */
  readonly filterParams: ReadonlySet<string>;
  readonly sortFields: ReadonlySet<string>;
  readonly pageSizes: readonly number[];
  readonly defaultPageSize: number;
  /** the portal route of a lot, `:id` to fill */
  readonly detailRoute: string;
}

const KIND_OF_LIST: Readonly<Record<ListKey, LotKind>> = { carsList: 'car', bikeList: 'bike', mechList: 'machinery' };

function isListKey(key: string): key is ListKey {
  return key in KIND_OF_LIST;
}

function describe(schema: PageTypeSchema): ListingPageType {
  const id = PAGE_TYPES.find((type) => type === schema.apiPageType);
  if (!id) throw new Error(`Page type schema '${schema.id}' names an unknown apiPageType '${schema.apiPageType}'`);
  if (!isListKey(schema.listKey)) throw new Error(`Page type schema '${schema.id}' has an unknown listKey '${schema.listKey}'`);
  return {
    id,
    schema,
    listKey: schema.listKey,
    kind: KIND_OF_LIST[schema.listKey],
    filterParams: new Set([...schema.filters.flatMap(filterParams), ...Object.keys(schema.emptyFilterQuery ?? {})]),
    sortFields: new Set(schema.sort.map((sort) => sort.field)),
    pageSizes: schema.pageSizes,
    defaultPageSize: schema.defaultPageSize,
    detailRoute: schema.detail.route,
  };
}

let byId: ReadonlyMap<string, ListingPageType> | undefined;

/** The six listing page types, read and validated once. */
export function listingPageTypes(): ReadonlyMap<string, ListingPageType> {
  if (!byId) {
    const described = loadPageTypes().map(describe);
    const missing = PAGE_TYPES.filter((type) => !described.some((pageType) => pageType.id === type));
    if (missing.length > 0) throw new Error(`No page-type schema for ${missing.join(', ')}`);
    byId = new Map(described.map((pageType) => [pageType.id, pageType]));
  }
  return byId;
}

/** The portal route of a lot of this page type. */
export const lotLink = (pageType: ListingPageType, lotId: number): string => pageType.detailRoute.replace(':id', String(lotId));

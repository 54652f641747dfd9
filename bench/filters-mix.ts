// The /filters combinations of bench/api.ts: the filter sets users apply most, built from values the
// API itself lists. Round r picks the r-th maker, colour, day …, so each round asks combinations the
// API has not counted yet (cold). The empty filter set is one combination only: the bench times its
// first call apart.
import type { AuctionListResponse, CatalogOptionList, FiltersResponse } from '../schemas/api/listing';
import { byCounter, pick } from './listing-mix';

type Get = (path: string) => Promise<unknown>;

export interface FilterCombination {
  readonly kind: string;
  /** the /filters query of round r ('' for none) */
  query(round: number): string;
}

export async function filterCombinations(get: Get): Promise<FilterCombination[]> {
  const makers = byCounter((await get('/car-auction/maker')) as CatalogOptionList);
  const topMaker = pick(makers, 0);
  const models = byCounter((await get(`/car-auction/model?id=${topMaker}`)) as CatalogOptionList);
  const filters = (await get('/car-auction/filters')) as FiltersResponse;
  const colors = byCounter(filters.select.color ?? []);
  const statuses = byCounter(filters.select.status ?? []);
  const conditions = byCounter(filters.select.condition ?? []);
  const schedule = Object.values((await get('/site/auction-list?type=car-auction')) as AuctionListResponse).filter((day) => day.length > 0);
  const days = schedule.map((day) => day[0]?.date as string);
  const c = (kind: string, query: (round: number) => string): FilterCombination => ({ kind, query });
  return [
    c('maker', (r) => `maker=${pick(makers, r)}`),
    c('maker + model', (r) => `maker=${topMaker}&model=${pick(models, r)}`),
    c('colour + year', (r) => `color=${encodeURIComponent(pick(colors, r))}&year=${2010 + (r % 6)},2020`),
    c('status', (r) => `status=${pick(statuses, r)}`),
    c('auction day', (r) => `date=${pick(days, r)}`),
    c('maker + year + mileage', (r) => `maker=${pick(makers, r)}&year=2012,2020&mileage=0,${50000 + (r % 5) * 10000}`),
    c('gearbox + condition', (r) => `gearbox=AT,CVT&condition=${encodeURIComponent(pick(conditions, r))}`),
  ];
}

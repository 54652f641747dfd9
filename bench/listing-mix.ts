// The query mix of bench/listing.ts and bench/api.ts: the listing queries users send most, built from
// values the API itself lists (makers, models, auction days, chassis codes, lot numbers), and the lot
// page's price guide and vehicle history. A query may vary with the iteration (another maker, the next
// page, another lot), as a user browsing would.
import type {
  AuctionListResponse,
  BikeListingResponse,
  CarListingResponse,
  CatalogOptionList,
  FiltersResponse,
} from '../schemas/api/listing';

export interface BenchQuery {
  readonly kind: string;
  /** the path under /api/v1 for an iteration */
  path(iteration: number): string;
}

type Get = (path: string) => Promise<unknown>;

/** The nearest-rank percentile of samples (ms). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

export const pick = <T>(items: readonly T[], iteration: number): T => {
  const item = items[iteration % items.length];
  if (item === undefined) throw new Error('The bench needs at least one value to pick from');
  return item;
};

export const byCounter = (options: CatalogOptionList | FiltersResponse['select']['chassis']): string[] =>
  [...(options ?? [])].sort((a, b) => (b.counter ?? 0) - (a.counter ?? 0)).map((option) => String(option.value));

export async function queryMix(get: Get): Promise<BenchQuery[]> {
  const listing = '/car-auction/listing?pageSize=20';
  const makers = byCounter((await get('/car-auction/maker')) as CatalogOptionList).slice(0, 5);
  const topMaker = pick(makers, 0);
  const models = byCounter((await get(`/car-auction/model?id=${topMaker}`)) as CatalogOptionList).slice(0, 3);
  const modelNames = ((await get(`/car-auction/model?id=${topMaker}`)) as CatalogOptionList).map((option) => option.label);
  const schedule = Object.values((await get('/site/auction-list?type=car-auction')) as AuctionListResponse).filter((day) => day.length > 0);
  const days = schedule.map((day) => day[0]?.date as string);
  const auctions = schedule.map((day) => String(day[day.length - 1]?.id));
  const filters = (await get('/car-auction/filters')) as FiltersResponse;
  const chassis = byCounter(filters.select.chassis ?? []).slice(0, 6);
  const colors = byCounter(filters.select.color ?? []).slice(0, 3);
  const statuses = byCounter(filters.select.status ?? []);
  const pageThree = ((await get(`${listing}&page=3`)) as CarListingResponse).carsList;
  const lotNumbers = pageThree.map((lot) => Number(lot.lotNo));
  const lotIds = pageThree.map((lot) => lot.id);
  const bikeIds = ((await get('/bikes/listing?pageSize=20')) as BikeListingResponse).bikeList.map((lot) => lot.id);
  if (days.length < 2 || lotNumbers.length === 0) throw new Error('The seeded week has too few auctions for the bench');

  const q = (kind: string, path: (i: number) => string): BenchQuery => ({ kind, path });
  return [
    q('all, page 1 (modelId=-1)', () => `${listing}&modelId=-1`),
    q('all, pages 2-6', (i) => `${listing}&page=${2 + (i % 5)}`),
    q('all, deep page 500+', (i) => `${listing}&page=${500 + i}`),
    q('maker', (i) => `${listing}&maker=${pick(makers, i)}`),
    q('maker + model', (i) => `${listing}&maker=${topMaker}&model=${pick(models, i)}`),
    q('maker + 2 models + year', (i) => `${listing}&maker=${topMaker}&model=${pick(models, i)},${pick(models, i + 1)}&year=2012,2020`),
    q('year range', (i) => `${listing}&year=${2012 + (i % 4)},2020`),
    q('mileage range', (i) => `${listing}&mileage=0,${40000 + (i % 4) * 10000}`),
    q('engine range', () => `${listing}&engine=1500,2500`),
    q('start price range', (i) => `${listing}&startPrice=${500000 + (i % 3) * 100000},1500000`),
    q('auction day', (i) => `${listing}&date=${pick(days, i)}`),
    q('auction day + one auction', (i) => `${listing}&date=${pick(days, i)}&auction=${pick(auctions, i + 1)}`),
    q('condition 4, 4.5', () => `${listing}&condition=4,4.5`),
    q('status', (i) => `${listing}&status=${pick(statuses, i)}`),
    q('color', (i) => `${listing}&color=${encodeURIComponent(pick(colors, i))}`),
    q('gearbox AT, CVT', () => `${listing}&gearbox=AT,CVT`),
    q('chassis (2 codes)', (i) => `${listing}&chassis=${pick(chassis, i)},${pick(chassis, i + 3)}`),
    q('chassis search', (i) => `${listing}&search=chassis-${pick(chassis, i).slice(0, 3)}`),
    q('lot number search', (i) => `${listing}&search=lot_no-${pick(lotNumbers, i)}`),
    q(
      'lot numbers and a range',
      (i) => `${listing}&quick_search_lot=${pick(lotNumbers, i)},${pick(lotNumbers, i + 1)}-${pick(lotNumbers, i + 1) + 50}`,
    ),
    q('model name search', (i) => `${listing}&search=model-${encodeURIComponent(pick(modelNames, i).slice(0, 4))}`),
    q('equipment NV TV', () => `${listing}&equipment=NV%20TV`),
    q('sort start price ASC', () => `${listing}&sort=startPrice&order=ASC`),
    q('sort start price DESC, page 100', () => `${listing}&sort=startPrice&order=DESC&page=100`),
    q('maker, sort year DESC', (i) => `${listing}&maker=${pick(makers, i)}&sort=year&order=DESC`),
    q('year range, sort mileage ASC', () => `${listing}&year=2015,2020&sort=mileage&order=ASC`),
    q(
      'maker+year+mileage+condition, by price',
      (i) => `${listing}&maker=${pick(makers, i)}&year=2010,2020&mileage=0,100000&condition=3.5,4,4.5&sort=startPrice&order=DESC`,
    ),
    q(
      'combined, 70 per page, page 3',
      (i) => `/car-auction/listing?pageSize=70&page=3&maker=${pick(makers, i)}&year=2008,0&gearbox=AT,CVT,FAT`,
    ),
    // the lot page's bid guide (issue #19): comparable sales of the statistics, the vehicle's earlier offerings
    q('price guide (car)', (i) => `/car-auction/price-guide?id=${pick(lotIds, i)}`),
    q('price guide (bike)', (i) => `/bikes/price-guide?id=${pick(bikeIds, i)}`),
    q('vehicle history', (i) => `/car-auction/history?id=${pick(lotIds, i)}`),
  ];
}

export interface MixTimings {
  /** ms per query kind */
  readonly timings: ReadonlyMap<string, number[]>;
  /** ms of each kind's first, untimed round */
  readonly first: ReadonlyMap<string, number>;
  readonly all: number[];
  /** the timed rounds' length */
  readonly seconds: number;
}

/** Runs the mix: a first round apart (it fills SQLite's page cache and the API's kept counts), then `iterations` timed rounds. */
export async function timeMix(
  mix: readonly BenchQuery[],
  iterations: number,
  get: (path: string) => Promise<{ status: number; body: unknown }>,
): Promise<MixTimings> {
  const timings = new Map<string, number[]>(mix.map((query) => [query.kind, []]));
  const all: number[] = [];
  const first = new Map<string, number>();
  for (const query of mix) {
    const at = performance.now();
    await get(query.path(0));
    first.set(query.kind, performance.now() - at);
  }
  const started = performance.now();
  for (let iteration = 0; iteration < iterations; iteration += 1) {
    for (const query of mix) {
      const path = query.path(iteration);
      const at = performance.now();
      const res = await get(path);
      const ms = performance.now() - at;
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
      timings.get(query.kind)?.push(ms);
      all.push(ms);
    }
  }
  return { timings, first, all, seconds: (performance.now() - started) / 1000 };
}

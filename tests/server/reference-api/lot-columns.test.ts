// The database worker counts filters answers on a copy of the lot columns in memory: every answer
// must be the one SQL gives, for every page type and kind of filter, and the copy must stand aside
// once the lots change.
import { beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../server/reference-api/db/migrations';
import { openDatabase, type Db } from '../../../server/reference-api/db/open';
import { createStatementCache } from '../../../server/reference-api/db/statement-cache';
import { createFacetReader, sqlFacetCounting, type FacetCounting } from '../../../server/reference-api/listing/facets';
import { columnFacetCounting, copyLots, type LotCopies } from '../../../server/reference-api/listing/lot-columns';
import { parseListingRequest } from '../../../server/reference-api/listing/listing-request';
import { lotClauses } from '../../../server/reference-api/listing/lot-conditions';
import { listingPageTypes } from '../../../server/reference-api/listing/page-types';
import { seedDatabase } from '../../../server/reference-api/seed/index';

const SEEDED_AT = new Date('2026-03-04T03:00:00Z');

interface LotSample {
  maker_id: number;
  maker: string;
  model_id: number;
  color: string;
  condition: string;
  chassis: string;
  lot_no: number;
  auction_date: string;
  auction_id: number;
  house_id: number;
  category: string | null;
  year: number;
}

/** Queries of every filter kind a page type has, with values of one of its lots. */
function queriesOf(db: Db, pageType: string): string[] {
  const lot = db
    .prepare(
      `SELECT l.maker_id, mk.name AS maker, l.model_id, l.color, l.condition, l.chassis, l.lot_no, l.auction_date, l.auction_id, a.house_id, l.category, l.year
       FROM lots l JOIN makers mk ON mk.id = l.maker_id JOIN auctions a ON a.id = l.auction_id
       WHERE l.page_type = ? ORDER BY l.color = '', l.chassis = '', l.id LIMIT 1 OFFSET 7`,
    )
    .get(pageType) as LotSample | undefined;
  const common = [
    '',
    `year=${lot?.year ?? 2015},0`,
    'mileage=0,80000',
    `condition=${encodeURIComponent(lot?.condition ?? '4')}`,
    `quick_search_lot=${lot?.lot_no},${(lot?.lot_no ?? 0) + 3}-${(lot?.lot_no ?? 0) + 40}`,
    `search=model-${encodeURIComponent((lot?.maker ?? 'a').slice(0, 2))}`,
    'status=4532,4533',
  ];
  const maker = pageType === 'machinery' ? `maker=${encodeURIComponent(lot?.maker ?? '')}` : `maker=${lot?.maker_id}`;
  const byKind: Record<string, string[]> = {
    car: [
      `model=${lot?.model_id}`,
      `${maker}&year=2010,2020&color=${encodeURIComponent(lot?.color ?? '')}`,
      `color=${encodeURIComponent(lot?.color ?? '')}&year=2015,2020`,
      'gearbox=AT,CVT&condition=4,4.5',
      `chassis=${encodeURIComponent(lot?.chassis ?? '')}`,
      `search=chassis-${encodeURIComponent((lot?.chassis ?? '').slice(0, 3))}`,
      'equipment=AC%20PS',
      'engine=1500,2500&startPrice=300000,0',
    ],
    bikes: [`model=${lot?.model_id}`, `${maker}&color=${encodeURIComponent(lot?.color ?? '')}`, 'engine=100,700'],
    machinery: [maker, `category=${encodeURIComponent(lot?.category ?? '')}`, 'hour=0,3000'],
  };
  const kind = pageType.startsWith('bike') ? 'bikes' : pageType === 'machinery' ? 'machinery' : 'car';
  const dated = pageType.endsWith('stats')
    ? [`dateFrom=${lot?.auction_date}&dateTo=${lot?.auction_date}`, `auction=${lot?.house_id}`, 'finishPrice=100000,0']
    : [`date=${lot?.auction_date}`, `auction=${lot?.auction_id}`, `date=${lot?.auction_date}&auction=${lot?.auction_id}&${maker}`];
  return [...common, maker, ...(byKind[kind] ?? []), ...dated];
}

describe('filters answers counted on the copy of the lot columns', () => {
  const db = openDatabase(':memory:');
  let copies: LotCopies | undefined;
  let sql: FacetCounting;

  beforeAll(async () => {
    migrate(db);
    seedDatabase(db, { carAuctionLots: 800, seed: 11, now: SEEDED_AT });
    copies = await copyLots(db, async () => {});
    sql = sqlFacetCounting(db, createStatementCache(db).prepare);
  });

  it('copies every lot of every page type', () => {
    const counts = db.prepare('SELECT page_type, COUNT(*) AS n FROM lots GROUP BY page_type').all() as Array<{
      page_type: string;
      n: number;
    }>;
    expect(Object.fromEntries([...(copies?.pageTypes ?? [])].map(([pageType, columns]) => [pageType, columns.size]))).toEqual(
      Object.fromEntries(counts.map(({ page_type, n }) => [page_type, n])),
    );
  });

  it.each([...listingPageTypes().keys()])('answers as SQL does for %s', (pageTypeId) => {
    const pageType = listingPageTypes().get(pageTypeId);
    if (!pageType) throw new Error(pageTypeId);
    const fromSql = createFacetReader(db, sql);
    const fromCopy = createFacetReader(
      db,
      columnFacetCounting(
        db,
        createStatementCache(db).prepare,
        () => copies,
        () => {
          throw new Error('the copy must answer');
        },
      ),
    );
    // each page type takes its own parameters
    const queries = queriesOf(db, pageTypeId).filter((query) =>
      [...new URLSearchParams(query).keys()].every((param) => pageType.filterParams.has(param)),
    );
    expect(queries.length).toBeGreaterThan(10);
    for (const query of queries) {
      const clauses = lotClauses(parseListingRequest(pageType, Object.fromEntries(new URLSearchParams(query))));
      expect({ query, answer: fromCopy(pageType, clauses) }).toEqual({ query, answer: fromSql(pageType, clauses) });
    }
  });

  it('leaves the answer to SQL once a lot changed, until the lots are copied again', async () => {
    const pageType = listingPageTypes().get('car-auction');
    if (!pageType) throw new Error('car-auction');
    const fallbacks: string[] = [];
    const counting = columnFacetCounting(
      db,
      createStatementCache(db).prepare,
      () => copies,
      (type, clauses) => {
        fallbacks.push(type.id);
        return sql(type, clauses);
      },
    );
    counting(pageType, []);
    expect(fallbacks).toEqual([]);
    db.prepare(
      "UPDATE lots SET color = 'WHITE' WHERE id = (SELECT MIN(id) FROM lots WHERE page_type = 'car-auction' AND color <> 'WHITE')",
    ).run();
    counting(pageType, []);
    expect(fallbacks).toEqual(['car-auction']);
    copies = await copyLots(db, async () => {});
    counting(pageType, []);
    expect(fallbacks).toEqual(['car-auction']);
  });

  const lastIdOf = (pageType: string): number => db.prepare('SELECT MAX(id) FROM lots WHERE page_type = ?').pluck().get(pageType) as number;

  /** Page types whose unfiltered answer `partial` gives, checked against SQL's; the others it leaves to SQL. */
  const answeredBy = (partial: LotCopies): string[] => {
    const answered: string[] = [];
    for (const pageType of listingPageTypes().values()) {
      let byCopy = true;
      const answer = createFacetReader(
        db,
        columnFacetCounting(
          db,
          createStatementCache(db).prepare,
          () => partial,
          (type, clauses) => {
            byCopy = false;
            return sql(type, clauses);
          },
        ),
      )(pageType, []);
      expect(answer).toEqual(createFacetReader(db, sql)(pageType, []));
      if (byCopy) answered.push(pageType.id);
    }
    return answered;
  };

  it('hands over each page type as soon as its lots are copied, and it answers as SQL does', async () => {
    const lotsByType = db.prepare('SELECT page_type, COUNT(*) AS n FROM lots GROUP BY page_type').all() as Array<{
      page_type: string;
      n: number;
    }>;
    // 100 ids a page: the seed's page types follow one another in id order
    const carLotsCopiedOnPage = Math.ceil(lastIdOf('car-auction') / 100);
    const handed: string[][] = [];
    const copied = await copyLots(
      db,
      async (partial) => {
        handed.push(answeredBy(partial));
      },
      100,
    );
    expect(handed.length).toBeGreaterThan(carLotsCopiedOnPage);
    expect(handed[0]).toEqual([]);
    expect(handed.findIndex((pageTypes) => pageTypes.includes('car-auction'))).toBe(carLotsCopiedOnPage - 1);
    expect(handed.at(-1)?.sort()).toEqual(lotsByType.map(({ page_type }) => page_type).sort());
    expect(copied && answeredBy(copied).sort()).toEqual(lotsByType.map(({ page_type }) => page_type).sort());
  });

  it('gives up when a lot is written while copying: what it handed over leaves the answers to SQL', async () => {
    const carLotsCopiedOnPage = Math.ceil(lastIdOf('car-auction') / 100);
    const handed: LotCopies[] = [];
    const copied = await copyLots(
      db,
      async (partial) => {
        handed.push(partial);
        if (handed.length === carLotsCopiedOnPage)
          db.prepare(
            "UPDATE lots SET color = 'BLACK' WHERE id = (SELECT MIN(id) FROM lots WHERE page_type = 'car-auction' AND color <> 'BLACK')",
          ).run();
      },
      100,
    );
    expect(copied).toBeUndefined();
    expect(handed).toHaveLength(carLotsCopiedOnPage);
    expect(handed.at(-1)?.pageTypes.has('car-auction')).toBe(true);
    expect(answeredBy(handed.at(-1) as LotCopies)).toEqual([]);
  });
});

// Makers, models and chassis codes of a page type with the number of its lots each: the option lists
// of the maker and model selects, the remote model and chassis searches, and filter-attributes.
import type { CatalogOptionList, FilterAttributesQuery, FilterAttributesResponse } from '../../../schemas/api/listing';
import type { Db } from '../db/open';
import type { Prepare } from '../db/statement-cache';
import type { Clause } from './lot-conditions';
import type { FacetReader } from './facets';
import type { ListingPageType } from './page-types';
import { createLotsMemo } from './statements';

/** The id of the clauses these lists start from: no filter has it, so no select list leaves them out. */
const BASE = 'base';

/** Remote searches answer at most this many options. */
const SEARCH_LIMIT = 50;

interface CatalogRow {
  id: number;
  name: string;
  counter: number;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface Catalog {
  makers(pageType: ListingPageType): CatalogOptionList;
  /** models of a maker given by id (cars, bikes) or by name (machinery) */
  models(pageType: ListingPageType, maker: { id?: number; name?: string }): CatalogOptionList;
  chassis(pageType: ListingPageType, prefix: string): CatalogOptionList;
  searchModels(pageType: ListingPageType, text: string): CatalogOptionList;
  attributes(pageType: ListingPageType, query: FilterAttributesQuery): FilterAttributesResponse;
}

export function createCatalog(db: Db, prepare: Prepare, facets: FacetReader): Catalog {
  const memo = createLotsMemo(db, 200);
  const makerValue = (pageType: ListingPageType, row: CatalogRow): string => (pageType.kind === 'machinery' ? row.name : String(row.id));
  const options = (rows: CatalogRow[], value: (row: CatalogRow) => string): CatalogOptionList =>
    rows.map((row) => ({ value: value(row), label: row.name, counter: row.counter }));

  function makersWhere(pageType: ListingPageType, clauses: readonly Clause[]): CatalogOptionList {
    const where = clauses.map((clause) => ` AND ${clause.sql}`).join('');
    const rows = prepare(`SELECT mk.id, mk.name, c.counter FROM
        (SELECT maker_id, COUNT(*) AS counter FROM lots WHERE page_type = ?${where} GROUP BY maker_id) c
        JOIN makers mk ON mk.id = c.maker_id ORDER BY mk.name`).all(
      pageType.id,
      ...clauses.flatMap((clause) => clause.params),
    ) as CatalogRow[];
    return options(rows, (row) => makerValue(pageType, row));
  }

  function modelsWhere(pageType: ListingPageType, clauses: readonly Clause[], label: 'model' | 'maker model' = 'model'): CatalogOptionList {
    const where = clauses.map((clause) => ` AND ${clause.sql}`).join('');
    const name = label === 'model' ? 'md.name' : "mk.name || ' ' || md.name";
    const rows = prepare(`SELECT md.id, ${name} AS name, c.counter FROM
        (SELECT model_id, COUNT(*) AS counter FROM lots WHERE page_type = ?${where} GROUP BY model_id) c
        JOIN models md ON md.id = c.model_id JOIN makers mk ON mk.id = md.maker_id ORDER BY name`).all(
      pageType.id,
      ...clauses.flatMap((clause) => clause.params),
    ) as CatalogRow[];
    return options(rows, (row) => String(row.id));
  }

  function chassisWhere(pageType: ListingPageType, clauses: readonly Clause[], limit: number): CatalogOptionList {
    const where = clauses.map((clause) => ` AND ${clause.sql}`).join('');
    const rows = prepare(`SELECT chassis AS name, COUNT(*) AS counter FROM lots WHERE page_type = ?${where} AND chassis <> ''
        GROUP BY chassis ORDER BY chassis LIMIT ?`).all(pageType.id, ...clauses.flatMap((clause) => clause.params), limit) as CatalogRow[];
    return options(rows, (row) => row.name);
  }

  const chassisPrefix = (prefix: string): Clause => ({
    filterId: BASE,
    sql: 'chassis >= ? AND chassis <= ? || char(1114111)',
    params: [prefix.toUpperCase(), prefix.toUpperCase()],
  });
  const modelNamed = (pageType: ListingPageType, text: string): Clause => ({
    filterId: BASE,
    sql: "model_id IN (SELECT md.id FROM models md JOIN makers mk ON mk.id = md.maker_id WHERE mk.kind = ? AND md.name LIKE ? ESCAPE '\\')",
    params: [pageType.kind, `%${escapeLike(text.trim())}%`],
  });

  return {
    makers: (pageType) => memo(`makers|${pageType.id}`, () => makersWhere(pageType, [])),

    models: (pageType, maker) =>
      modelsWhere(pageType, [
        maker.id === undefined
          ? { filterId: BASE, sql: 'maker_id = (SELECT id FROM makers WHERE kind = ? AND name = ?)', params: [pageType.kind, maker.name] }
          : { filterId: BASE, sql: 'maker_id = ?', params: [maker.id] },
      ]),

    chassis: (pageType, prefix) => chassisWhere(pageType, [chassisPrefix(prefix.trim())], SEARCH_LIMIT),

    searchModels: (pageType, text) => modelsWhere(pageType, [modelNamed(pageType, text)], 'maker model').slice(0, SEARCH_LIMIT),

    attributes: (pageType, query) => {
      const base: Clause =
        query.modelId !== undefined
          ? { filterId: BASE, sql: 'model_id = ?', params: [Number(query.modelId)] }
          : query.quick_search_chassis !== undefined
            ? chassisPrefix(query.quick_search_chassis.trim())
            : modelNamed(pageType, query.quick_search_model ?? '');
      const { select, range } = facets(pageType, [base]);
      return {
        select,
        range,
        maker: makersWhere(pageType, [base]),
        model: modelsWhere(pageType, [base]),
        chassis: chassisWhere(pageType, [base], SEARCH_LIMIT),
      };
    },
  };
}

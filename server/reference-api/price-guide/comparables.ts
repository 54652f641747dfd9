// The comparable sales of a lot (issue #19 item 1): the sold lots of its statistics page type in the
// narrowest scope of widening.ts that finds COMPARABLES_WANTED of them (or the widest), read through
// the statistics listing's own filter clauses, so they are the lots its link lists.
import type { Prepare } from '../db/statement-cache';
import { parseListingRequest } from '../listing/listing-request';
import { lotClauses, whereOf } from '../listing/lot-conditions';
import type { ListingPageType } from '../listing/page-types';
import { comparableScopes, COMPARABLES_WANTED, type ComparableScope, type GuidedLot } from './widening';

export interface Comparables {
  readonly scope: ComparableScope;
  /** sold prices, ascending */
  readonly prices: readonly number[];
  /** the first and last auction day of the sales; null without any */
  readonly period: { readonly from: string; readonly to: string } | null;
}

interface Sale {
  price: number | null;
  date: string;
}

export function createComparablesReader(prepare: Prepare): (lot: GuidedLot, statistics: ListingPageType) => Comparables {
  const salesOf = (statistics: ListingPageType, scope: ComparableScope): Sale[] => {
    const where = whereOf(statistics, lotClauses(parseListingRequest(statistics, scope.query)));
    return prepare(`SELECT sold_price AS price, auction_date AS date FROM lots WHERE ${where.sql}`).all(...where.params) as Sale[];
  };
  return (lot, statistics) => {
    const scopes = comparableScopes(lot, statistics);
    let chosen = scopes[0] as ComparableScope;
    let sales: Sale[] = [];
    for (const scope of scopes) {
      chosen = scope;
      sales = salesOf(statistics, scope).filter((sale) => sale.price !== null);
      if (sales.length >= COMPARABLES_WANTED) break;
    }
    const dates = sales.map((sale) => sale.date).sort();
    return {
      scope: chosen,
      prices: sales.map((sale) => sale.price as number).sort((a, b) => a - b),
      period: dates.length > 0 ? { from: dates[0] as string, to: dates[dates.length - 1] as string } : null,
    };
  };
}

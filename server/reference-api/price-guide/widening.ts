// Which sold lots of the statistics compare with a lot (issue #19 item 1), as the statistics listing's
// own URL filters, so the answer can link to exactly them: the same maker and model, the same model code
// (chassis) where the statistics filter by it, the year ±1, a mileage band around the lot's and the same
// auction grade. When that finds too few, the scope widens one step at a time, in the order of WIDENING
// (docs/api.md "Price guide"); a step that changes nothing for the lot is left out.
import { WIDENING_STEPS, type WideningStep } from '../../../schemas/api/price-guide';
import type { FilterDef } from '../../../schemas/meta/page-type.schema';
import { writeFilter, type FilterValue } from '../../../shared/list/filter-values';
import { SOLD_STATUSES } from '../reference/auction-statuses';
import { CONDITION_GRADES, type LotKind } from '../reference/conditions';
import type { ListingPageType } from '../listing/page-types';

/** What of the lot the scope is drawn around. */
export interface GuidedLot {
  readonly kind: LotKind;
  readonly makerId: number;
  readonly modelId: number;
  /** the model code (chassis code of cars); '' when unknown */
  readonly modelCode: string;
  readonly year: number;
  readonly mileage: number | null;
  /** the auction grade (condition); '' when unknown */
  readonly grade: string;
}

interface MileageBand {
  /** the share of the lot's mileage on either side */
  readonly share: number;
  /** km on either side at least */
  readonly atLeast: number;
}

interface Scope {
  readonly modelCode: boolean;
  /** years on either side of the lot's */
  readonly years: number;
  readonly mileage: MileageBand | null;
  readonly grade: 'same' | 'close' | 'any';
}

const EXACT: Scope = { modelCode: true, years: 1, mileage: { share: 0.2, atLeast: 5000 }, grade: 'same' };

/** Each step widens one thing of the scope before it. */
const WIDENING: Readonly<Record<WideningStep, Partial<Scope>>> = {
  closeGrade: { grade: 'close' },
  wideMileage: { mileage: { share: 0.4, atLeast: 10_000 } },
  wideYears: { years: 2 },
  anyGrade: { grade: 'any' },
  anyMileage: { mileage: null },
  anyModelCode: { modelCode: false },
  widestYears: { years: 3 },
};

/** Comparable sales wanted before the scope stops widening. */
export const COMPARABLES_WANTED = 8;

/** Scores of the numeric grades (S is a near-new car, as 6); repaired cars (R…) compare among themselves. */
const GRADE_SCORES: Readonly<Record<string, number>> = { '6': 6, S: 6, '5': 5, '4.5': 4.5, '4': 4, '3.5': 3.5, '3': 3, '2': 2, '1': 1 };
const REPAIRED_GRADES: readonly string[] = ['R', 'RA', 'RB', 'R2', 'R?', 'WR'];

/** The grades of the kind within half a grade of `grade` (itself included), or its repaired family. */
export function closeGrades(kind: LotKind, grade: string): string[] {
  const known = CONDITION_GRADES[kind].map((entry) => entry.value);
  const score = GRADE_SCORES[grade];
  if (score !== undefined)
    return known.filter((other) => GRADE_SCORES[other] !== undefined && Math.abs((GRADE_SCORES[other] as number) - score) <= 0.5);
  if (REPAIRED_GRADES.includes(grade)) return known.filter((other) => REPAIRED_GRADES.includes(other));
  return [grade];
}

/** A band around the mileage in whole thousands of km; the lower side never below 0. */
export function mileageBand(mileage: number, band: MileageBand): { from: number; to: number } {
  const half = Math.max(mileage * band.share, band.atLeast);
  return { from: Math.max(0, Math.floor((mileage - half) / 1000) * 1000), to: Math.ceil((mileage + half) / 1000) * 1000 };
}

/** What a scope compares, as the answer tells it. */
interface Criteria {
  modelCode: string | null;
  yearFrom: number;
  yearTo: number;
  mileageFrom: number | null;
  mileageTo: number | null;
  grades: string[] | null;
}

export interface ComparableScope {
  /** the widening steps taken, in order (none: the exact scope) */
  readonly widened: readonly WideningStep[];
  readonly criteria: Criteria;
  /** the statistics listing's URL query that lists exactly these lots */
  readonly query: Readonly<Record<string, string>>;
}

function criteriaOf(lot: GuidedLot, scope: Scope, filters: ReadonlySet<string>): Criteria {
  const band = scope.mileage && lot.mileage !== null && filters.has('mileage') ? mileageBand(lot.mileage, scope.mileage) : null;
  const graded = scope.grade !== 'any' && lot.grade !== '' && filters.has('condition');
  return {
    modelCode: scope.modelCode && lot.modelCode !== '' && filters.has('chassis') ? lot.modelCode : null,
    yearFrom: lot.year - scope.years,
    yearTo: lot.year + scope.years,
    mileageFrom: band?.from ?? null,
    mileageTo: band?.to ?? null,
    grades: graded ? (scope.grade === 'same' ? [lot.grade] : closeGrades(lot.kind, lot.grade)) : null,
  };
}

/** The filter values of the criteria by query parameter, sold lots only. */
function filterValues(lot: GuidedLot, criteria: Criteria): ReadonlyMap<string, FilterValue> {
  const values = new Map<string, FilterValue>([
    ['maker', String(lot.makerId)],
    ['model', [String(lot.modelId)]],
    ['status', SOLD_STATUSES.map(String)],
    ['year', { from: criteria.yearFrom, to: criteria.yearTo }],
  ]);
  if (criteria.modelCode !== null) values.set('chassis', [criteria.modelCode]);
  if (criteria.mileageFrom !== null && criteria.mileageTo !== null)
    values.set('mileage', { from: criteria.mileageFrom, to: criteria.mileageTo });
  if (criteria.grades !== null) values.set('condition', criteria.grades);
  return values;
}

/** The URL query of the statistics listing: each value written by its filter's codec, in the schema's filter order. */
function queryOf(statistics: ListingPageType, values: ReadonlyMap<string, FilterValue>): Record<string, string> {
  const defs = statistics.schema.filters.filter((def): def is FilterDef & { param: string } => 'param' in def && values.has(def.param));
  return Object.fromEntries(defs.flatMap((def) => writeFilter(def, values.get(def.param) as FilterValue)));
}

/** The exact scope, then each widening that changes the query, cumulatively. */
export function comparableScopes(lot: GuidedLot, statistics: ListingPageType): ComparableScope[] {
  const described = (scope: Scope) => {
    const criteria = criteriaOf(lot, scope, statistics.filterParams);
    return { criteria, query: queryOf(statistics, filterValues(lot, criteria)) };
  };
  const scopes: ComparableScope[] = [{ widened: [], ...described(EXACT) }];
  let scope = EXACT;
  for (const step of WIDENING_STEPS) {
    scope = { ...scope, ...WIDENING[step] };
    const last = scopes[scopes.length - 1] as ComparableScope;
    const next = described(scope);
    if (JSON.stringify(next.query) !== JSON.stringify(last.query)) scopes.push({ widened: [...last.widened, step], ...next });
  }
  return scopes;
}

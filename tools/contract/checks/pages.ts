// What the portal's lists rely on besides the schema: the page and size asked for are the ones
// answered, the totals cover the rows, and a sort is honoured.
import type { PageInfo } from '../../../schemas/api/listing';
import type { Step } from '../step';

/** Checks a page of `rows` answered for page `page` of `pageSize`. */
export function expectPage(step: Step, rows: readonly unknown[], pageInfo: PageInfo, page: number, pageSize: number): void {
  const { totalSearchResults: total, totalResults } = pageInfo;
  step.expect(pageInfo.page === page, `$.pageInfo.page is ${pageInfo.page}, the call asked for page ${page}`);
  step.expect(pageInfo.pageSize === pageSize, `$.pageInfo.pageSize is ${pageInfo.pageSize}, the call asked for ${pageSize}`);
  step.expect(rows.length <= pageSize, `${rows.length} rows on a page of ${pageSize}`);
  if (total >= 0) {
    const expected = Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize));
    step.expect(
      rows.length === expected,
      `${rows.length} rows, but $.pageInfo.totalSearchResults ${total} means ${expected} on page ${page} of ${pageSize}`,
    );
    step.expect(
      totalResults < 0 || totalResults >= total,
      `$.pageInfo.totalResults ${totalResults} is below $.pageInfo.totalSearchResults ${total}`,
    );
  }
}

const numeric = (value: unknown): number | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
};

/** Checks rows come in `order` of `field` (numbers; rows without a value are left out). */
export function expectSorted(step: Step, rows: readonly Readonly<Record<string, unknown>>[], field: string, order: 'ASC' | 'DESC'): void {
  const values = rows.map((row) => numeric(row[field])).filter((value) => value !== undefined);
  const outOfOrder = values.findIndex((value, i) => i > 0 && (order === 'ASC' ? value < values[i - 1]! : value > values[i - 1]!));
  step.expect(outOfOrder < 0, `sort=${field}&order=${order} is not honoured: ${values[outOfOrder - 1]} comes before ${values[outOfOrder]}`);
}

/** A field the rows carry as numbers, to sort by; undefined when none of `fields` is. */
export function numericField(rows: readonly Readonly<Record<string, unknown>>[], fields: readonly string[]): string | undefined {
  return fields.find((field) => rows.length > 1 && rows.every((row) => row[field] === null || numeric(row[field]) !== undefined));
}

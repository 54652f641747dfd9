// Pieces of the WHERE clauses the purchases and payments lists build from their filters.

/** A LIKE pattern matching the text anywhere, its wildcards escaped (use with ESCAPE '\'). */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Adds the bounds of a YYYY-MM-DD range on `column` that are set. */
export function addDateRange(
  where: string[],
  params: Record<string, unknown>,
  column: string,
  from: string | undefined,
  to: string | undefined,
): void {
  if (from) {
    where.push(`${column} >= @dateFrom`);
    params.dateFrom = from;
  }
  if (to) {
    where.push(`${column} <= @dateTo`);
    params.dateTo = to;
  }
}

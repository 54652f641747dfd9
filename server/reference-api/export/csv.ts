// CSV as RFC 4180 writes it (comma, CRLF, quotes doubled), a line at a time. No library: quoting is
// this file, and a row is written the moment it is read. Text never breaks a line (a row is a line,
// which the browser counts for its progress), and text a spreadsheet would run as a formula starts
// with an apostrophe (OWASP "CSV injection"); numbers are written as numbers.
export type CsvValue = string | number | null;

/** UTF-8 files start with it, so spreadsheet programs read Russian text as UTF-8. */
export const UTF8_BOM = '\uFEFF';

const FORMULA = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",;]|^\s|\s$/;

function field(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = value.replace(/[\r\n]+/g, ' ');
  const safe = FORMULA.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (values: readonly CsvValue[]): string => `${values.map(field).join(',')}\r\n`;

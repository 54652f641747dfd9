// Reading the CSV exports in tests: the raw text of an answer, and its rows as RFC 4180 parses them.
import request from 'supertest';
import type { App } from './helpers';

/** The answer's text; a JSON refusal parsed (supertest buffers text/csv only when told to). */
export const getCsv = (app: App, path: string, query: Record<string, string>, cookie: string) =>
  request(app)
    .get(`/api/v1${path}`)
    .query(query)
    .set('Cookie', cookie)
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, /json/.test(String(res.headers['content-type'])) ? JSON.parse(text) : text));
    });

/** The fields of each line (header first), quotes undone; the BOM left out. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = text.startsWith('\uFEFF') ? 1 : 0; at < text.length; at += 1) {
    const char = text[at]!;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      at += 1;
    } else field += char;
  }
  return rows;
}

// GET {list path}/export (docs/api.md "CSV export"): every row a list call would page through, as
// CSV, streamed. The query is the list call's own (filters, sort, tabs, search), without its paging.
import type { Locale } from '../i18n/locales';
import { api } from './client';

export interface ListExportRequest {
  /** the list call's path: /car-auction/listing, /bid/index, /purchased-cars/list … */
  listPath: string;
  /** the list call's query; its page and pageSize are left out (the export has every page) */
  query: Readonly<Record<string, string>>;
  /** the ids of the columns the user sees, in their order */
  columns: readonly string[];
  /** only these rows, by the list's row key (a selection) */
  ids?: readonly string[];
}

const PAGING = new Set(['page', 'pageSize']);

export function openListExport(request: ListExportRequest, locale: Locale, signal: AbortSignal): Promise<Response> {
  const query = Object.fromEntries(Object.entries(request.query).filter(([name]) => !PAGING.has(name)));
  return api.stream(`${request.listPath}/export`, {
    query: {
      ...query,
      columns: request.columns.join(','),
      lang: locale,
      ...(request.ids && { ids: request.ids.join(',') }),
    },
    signal,
  });
}

// Runs a CSV export of a list (src/api/list-export.ts): the file opens first (the save dialog needs
// the click), then the answer is read chunk by chunk into it, counting rows for the progress (a row
// is a line: the API writes no line break inside a value); cancelling aborts the request and drops
// the file. Leaving the page cancels too.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../api/client';
import { EXPORT_ROWS_HEADER } from '../../../schemas/api/list-export';
import { openListExport, type ListExportRequest } from '../../api/list-export';
import type { Locale } from '../../i18n/locales';
import { openExportFile, type ExportFile } from './export-file';

export type CsvExportState =
  | { step: 'idle' }
  /** total: the rows the file will have, when the API said */
  | { step: 'running'; rows: number; total: number | null }
  | { step: 'done'; rows: number }
  | { step: 'cancelled' }
  /** busy: too many exports at once (429) */
  | { step: 'failed'; busy: boolean };

const NEWLINE = 10;

function countLines(chunk: Uint8Array): number {
  let lines = 0;
  for (const byte of chunk) if (byte === NEWLINE) lines += 1;
  return lines;
}

const totalOf = (response: Response): number | null => {
  const text = response.headers.get(EXPORT_ROWS_HEADER);
  return text !== null && /^\d+$/.test(text) ? Number(text) : null;
};

async function copyRows(response: Response, file: ExportFile, onRows: (rows: number) => void): Promise<number> {
  if (!response.body) throw new Error('The export has no body');
  const reader = response.body.getReader();
  // the first line is the header
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    await file.write(value);
    lines += countLines(value);
    onRows(Math.max(0, lines - 1));
  }
  return Math.max(0, lines - 1);
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export interface CsvExport {
  state: CsvExportState;
  /** `fileName` with its .csv */
  start(request: ListExportRequest, fileName: string): void;
  cancel(): void;
}

export function useCsvExport(): CsvExport {
  const intl = useIntl();
  const [state, setState] = useState<CsvExportState>({ step: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    (request: ListExportRequest, fileName: string) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      const run = async () => {
        const file = await openExportFile(fileName, intl.formatMessage({ id: 'export.fileType' }));
        if (!file) return setState({ step: 'idle' });
        try {
          setState({ step: 'running', rows: 0, total: null });
          const response = await openListExport(request, intl.locale as Locale, controller.signal);
          const total = totalOf(response);
          setState({ step: 'running', rows: 0, total });
          const rows = await copyRows(response, file, (counted) => setState({ step: 'running', rows: counted, total }));
          await file.close();
          setState({ step: 'done', rows });
        } catch (error) {
          await file.abort();
          if (isAbort(error)) setState({ step: 'cancelled' });
          else setState({ step: 'failed', busy: isApiError(error, 429) });
        }
      };
      void run().finally(() => {
        running.current = null;
      });
    },
    [intl],
  );

  const cancel = useCallback(() => running.current?.abort(), []);

  return { state, start, cancel };
}

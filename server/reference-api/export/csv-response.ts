// Sends a CSV export as it is read: a Readable that writes a batch of rows each turn of the event loop
// (other requests run in between) and only while the download takes them (backpressure: a paused
// download pauses the read, so memory stays what one batch takes, whatever the number of rows). A
// download that stops (cancelled, the connection gone) ends the read and frees the export's connection.
import { Readable, pipeline } from 'node:stream';
import type { Request, Response } from 'express';
import { reportToRequestLog } from '../../observability/request-context';
import { EXPORT_ROWS_HEADER } from '../../../schemas/api/list-export';
import { attachment } from '../http/attachment';
import { UTF8_BOM, csvLine, type CsvValue } from './csv';
import type { ExportReader } from './export-reader';

/** Rows written per turn of the event loop. */
const BATCH_ROWS = 250;

export interface CsvExport {
  /** the file's name before its date and .csv */
  readonly name: string;
  readonly header: readonly string[];
  /** how many rows `rows` has (X-Export-Rows) */
  readonly count: number;
  /** the rows' values, read as they are written */
  readonly rows: Iterator<readonly CsvValue[]>;
  readonly reader: ExportReader;
}

function csvStream({ header, rows, reader }: CsvExport, onError: (error: unknown) => void): Readable {
  let scheduled = false;
  const end = () => {
    rows.return?.();
    reader.close();
  };
  const stream = new Readable({
    read() {
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        try {
          for (let written = 0; written < BATCH_ROWS; written += 1) {
            const next = rows.next();
            if (next.done) {
              end();
              stream.push(null);
              return;
            }
            if (!stream.push(csvLine(next.value))) return;
          }
        } catch (error) {
          onError(error);
          stream.destroy(error as Error);
        }
      });
    },
    destroy(error, callback) {
      end();
      callback(error);
    },
  });
  stream.push(UTF8_BOM + csvLine(header));
  return stream;
}

export function sendCsv(req: Request, res: Response, today: string, exported: CsvExport): void {
  res.status(200).set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': attachment(`${exported.name}-${today}.csv`),
    [EXPORT_ROWS_HEADER]: String(exported.count),
  });
  // a failure after the first bytes can only cut the download short (the browser reports it failed);
  // it goes on the request's log line
  pipeline(
    csvStream(exported, (error) => reportToRequestLog(req, res, error)),
    res,
    () => {},
  );
}

// The CSV export button (issue #20 item 2): asks GET {list path}/export with the list's query (without
// its paging), the visible columns and the reader's language; shows the rows written of the total as
// they stream in; saves the file through the File System Access API where the browser has it, else a
// Blob; a cancel aborts the download and leaves no file; too many exports at once is said so; en and ru.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListExportRequest } from '../../../../src/api/list-export';
import { CsvExportButton } from '../../../../src/engine/export/CsvExportButton';
import { setLocale } from '../../../../src/stores/preferences';
import { renderEngine } from '../harness';

const REQUEST: ListExportRequest = {
  listPath: '/bid/my-bid',
  query: { bidStatus: '1', sort: 'bidAmount', order: 'DESC', page: '3', pageSize: '50' },
  columns: ['lot', 'year', 'bidAmount'],
};

const encoder = new TextEncoder();
const BOM = '\uFEFF';

/** An export answer the test writes into, a chunk at a time; aborting the request errors it as a browser does. */
function streamedExport(total: number) {
  let body!: ReadableStreamDefaultController<Uint8Array>;
  const urls: URL[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    urls.push(new URL(input, 'http://localhost'));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        body = controller;
      },
    });
    init.signal?.addEventListener('abort', () => body.error(new DOMException('The user aborted a request.', 'AbortError')));
    return new Response(stream, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'X-Export-Rows': String(total) } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    urls,
    write: (text: string) => body.enqueue(encoder.encode(text)),
    end: () => body.close(),
  };
}

/** Blobs handed to a download link. */
function savedBlobs(): Blob[] {
  const blobs: Blob[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:export'), revokeObjectURL: () => undefined }),
  );
  return blobs;
}

beforeEach(() => {
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  Reflect.deleteProperty(window, 'showSaveFilePicker');
});

describe('the CSV export button', () => {
  it('streams the list’s export with progress and saves it as a Blob', async () => {
    const api = streamedExport(3);
    const blobs = savedBlobs();
    const { user } = renderEngine(<CsvExportButton request={REQUEST} name="bids" />);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(api.urls).toHaveLength(1));
    const url = api.urls[0]!;
    expect(url.pathname).toBe('/api/v1/bid/my-bid/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      bidStatus: '1',
      sort: 'bidAmount',
      order: 'DESC',
      columns: 'lot,year,bidAmount',
      lang: 'en',
    });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    api.write(`${BOM}Lot,Year,Bid\r\n10001,2015,500000\r\n10002,2016,`);
    expect(await screen.findByText('1 of 3 rows')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toBeInTheDocument();
    api.write('620000\r\n10003,2017,700000\r\n');
    expect(await screen.findByText('3 of 3 rows')).toBeInTheDocument();
    expect(blobs).toHaveLength(0);

    api.end();
    expect(await screen.findByText('Exported 3 rows')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(blobs).toHaveLength(1);
    const saved = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect(saved.slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(saved)).toBe(
      `${BOM}Lot,Year,Bid\r\n10001,2015,500000\r\n10002,2016,620000\r\n10003,2017,700000\r\n`,
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('cancels: the download is aborted and no file is kept', async () => {
    const api = streamedExport(1000);
    const blobs = savedBlobs();
    const { user } = renderEngine(<CsvExportButton request={REQUEST} name="bids" />);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    api.write('Lot\r\n1\r\n2\r\n');
    expect(await screen.findByText('2 of 1 000 rows')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(await screen.findByText('Export cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(blobs).toHaveLength(0);
  });

  it('writes into the file the user picks where the browser can, and drops it on cancel', async () => {
    const api = streamedExport(2);
    const written: string[] = [];
    const file = {
      write: vi.fn(async (chunk: Uint8Array) => void written.push(new TextDecoder().decode(chunk))),
      close: vi.fn(async () => undefined),
      abort: vi.fn(async () => undefined),
    };
    const picker = vi.fn(async () => ({ createWritable: async () => file }));
    Object.assign(window, { showSaveFilePicker: picker });
    const { user } = renderEngine(<CsvExportButton request={REQUEST} name="bids" />);

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(picker).toHaveBeenCalledWith(expect.objectContaining({ suggestedName: expect.stringMatching(/^bids-\d{4}-\d{2}-\d{2}\.csv$/) }));
    await waitFor(() => expect(api.urls).toHaveLength(1));
    api.write('Lot\r\n1\r\n');
    api.write('2\r\n');
    api.end();
    expect(await screen.findByText('Exported 2 rows')).toBeInTheDocument();
    expect(written.join('')).toBe('Lot\r\n1\r\n2\r\n');
    expect(file.close).toHaveBeenCalledOnce();

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    api.write('Lot\r\n1\r\n');
    await user.click(await screen.findByRole('button', { name: 'Cancel export' }));
    expect(await screen.findByText('Export cancelled')).toBeInTheDocument();
    expect(file.abort).toHaveBeenCalledOnce();
  });

  it('says when too many exports run at once', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ success: false, message: 'Too many exports' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const blobs = savedBlobs();
    const { user } = renderEngine(<CsvExportButton request={REQUEST} name="bids" />);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many exports at once: wait for one to finish.');
    expect(blobs).toHaveLength(0);
  });

  it('asks for Russian headings and shows its progress in Russian', async () => {
    setLocale('ru');
    const api = streamedExport(2);
    savedBlobs();
    const { user } = renderEngine(<CsvExportButton request={REQUEST} name="bids" />);
    await user.click(await screen.findByRole('button', { name: 'Экспорт в CSV' }));
    await waitFor(() => expect(api.urls[0]?.searchParams.get('lang')).toBe('ru'));
    api.write('Лот\r\n1\r\n');
    expect(await screen.findByText('1 из 2 строк')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Отменить экспорт' });
    api.write('2\r\n');
    api.end();
    expect(await screen.findByText('Выгружено строк: 2')).toBeInTheDocument();
  });
});

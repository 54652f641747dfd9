import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PhotoDownloadButton } from '../../../../src/ui/PhotoDownloadButton';
import { renderEngine } from '../../engine/harness';
import { mockFetch } from '../../fetch-mock';
import { profile, signedIn } from '../../fixtures';

/** An archive of 100 bytes whose halves the test sends when it wants. */
function archive(headers: Record<string, string> = {}) {
  let stream!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (controller) => void (stream = controller) });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'application/zip', 'Content-Length': '100', ...headers } }),
    sendHalf: () => stream.enqueue(new Uint8Array(50)),
    end: () => stream.close(),
  };
}

/** The API hands out `/download/abc.zip`, which answers with `file`; returns the names files are saved under. */
function serveArchive(file: ReturnType<typeof archive>) {
  const api = mockFetch({ ...signedIn(), 'GET /car-auction/download-images': { body: '/download/abc.zip' } });
  const apiFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
    input === '/download/abc.zip' ? Promise.resolve(file.response) : apiFetch(input, init),
  );
  const saved: string[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:1', revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { api, saved };
}

describe('PhotoDownloadButton', () => {
  it('fetches the link, downloads the archive with a percentage and saves it', async () => {
    const file = archive();
    const { api, saved } = serveArchive(file);
    const { user } = renderEngine(<PhotoDownloadButton route="/car-auction" id="41" />);

    await user.click(await screen.findByRole('button', { name: 'Download photos' }));
    file.sendHalf();
    expect(await screen.findByText('Downloading: 50%')).toBeInTheDocument();
    // the bar's code loads on the click
    expect(await screen.findByRole('progressbar', { name: 'Photo download progress' })).toHaveAttribute('aria-valuenow', '0.5');
    expect(screen.getByRole('button', { name: 'Download photos' })).toBeDisabled();
    file.sendHalf();
    expect(await screen.findByText('Downloading: 100%')).toBeInTheDocument();
    file.end();
    await vi.waitFor(() => expect(saved).toEqual(['abc.zip']));
    expect(api.callsTo('GET /car-auction/download-images')[0]?.query.get('id')).toBe('41');
  });

  it('saves the archive under the name the server gives, not the link’s token', async () => {
    const file = archive({
      'Content-Disposition': `attachment; filename="lot-1234-toyota.zip"; filename*=UTF-8''lot-1234-${encodeURIComponent('тойота')}.zip`,
    });
    const { saved } = serveArchive(file);
    const { user } = renderEngine(<PhotoDownloadButton route="/car-auction" id="41" />);

    await user.click(await screen.findByRole('button', { name: 'Download photos' }));
    file.end();
    await vi.waitFor(() => expect(saved).toEqual(['lot-1234-тойота.zip']));
  });

  it("says 'Didn't find download link' when there is no link", async () => {
    mockFetch({ ...signedIn(), 'GET /bikes/download-images': { status: 404, body: { success: false, message: 'No archive' } } });
    const { user } = renderEngine(<PhotoDownloadButton route="/bikes" id="7" />);
    await user.click(await screen.findByRole('button', { name: 'Download photos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Didn't find download link");
  });

  it('is not shown without downloadPhotos', async () => {
    mockFetch(signedIn(profile({}, { downloadPhotos: false })));
    const { queryClient } = renderEngine(<PhotoDownloadButton route="/bikes" id="7" />);
    await vi.waitFor(() => expect(queryClient.getQueryData(['session', 'profile'])).toBeDefined());
    expect(screen.queryByRole('button', { name: 'Download photos' })).not.toBeInTheDocument();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { mockFetch } from '../../fetch-mock';
import { fakeUploads } from '../../fake-uploads';
import { profile, signedIn } from '../../fixtures';
import { renderApp } from '../../render';
import { purchaseDetail } from './purchase-fixtures';

/** the page module and the gallery load lazily: slow on a busy machine */
const FIRST_LOAD_MS = 12_000;

const withDetail = (detail = purchaseDetail()) => ({ ...signedIn(), 'GET /purchased-cars/view': { body: { success: true, detail } } });

describe('purchase detail', () => {
  it('shows the timeline, logistics, finances, parties, documents and the manager note', async () => {
    const api = mockFetch(withDetail());
    renderApp({ path: '/purchases/9' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota Aqua S' }, { timeout: FIRST_LOAD_MS })).toBeInTheDocument();
    expect(api.callsTo('GET /purchased-cars/view')[0]?.query.get('id')).toBe('9');
    const timeline = screen.getByRole('list', { name: 'Shipping progress' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.split('Done')[0]?.split('Now')[0]?.split('Next')[0])).toEqual([
      'Processing',
      'Domestic transport',
      'Waiting ship assignment',
      'Waiting for loading',
      'In transit',
      'Delivered',
    ]);
    expect(steps[4]).toHaveAttribute('aria-current', 'step');
    const logistics = screen.getByRole('region', { name: 'Logistics' });
    expect(within(logistics).getByText('FESCO')).toBeInTheDocument();
    expect(within(logistics).getByText('Vladivostok')).toBeInTheDocument();
    const finances = screen.getByRole('region', { name: 'Finances' });
    expect(within(finances).getByRole('row', { name: /Total/ })).toHaveTextContent('¥812 000');
    expect(within(screen.getByRole('region', { name: 'Notify party' })).getByText('Same as consignee')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'invoice.pdf' })).toHaveAttribute('href', '/api/v1/purchased-cars/document/3');
    expect(screen.getByText('Spare key shipped with the car.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All purchases' })).toHaveAttribute('href', '/purchases');
  });

  it('ends the timeline at a cancellation', async () => {
    const detail = purchaseDetail();
    mockFetch(withDetail({ ...detail, logistics: { ...detail.logistics, status: 7 } }));
    renderApp({ path: '/payments/9' });
    const timeline = await screen.findByRole('list', { name: 'Shipping progress' }, { timeout: FIRST_LOAD_MS });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['ProcessingDone · Oct 1, 2026', 'Purchase cancelledEnded']);
    expect(screen.getByRole('link', { name: '← Payments' })).toHaveAttribute('href', '/payments');
  });

  it('refuses a file of the wrong type or over 10 MB before sending it', async () => {
    mockFetch(withDetail());
    renderApp({ path: '/purchases/9' });
    const input = await screen.findByLabelText('Choose a file', { selector: 'input' }, { timeout: FIRST_LOAD_MS });

    fireEvent.change(input, { target: { files: [new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' })] } });
    expect(await screen.findByText('Only PDF, JPEG, PNG, WebP, DOCX and XLSX files can be uploaded.')).toBeInTheDocument();

    const big = new File(['%PDF-'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The file is larger than 10 MB.')).toBeInTheDocument();
  });

  it('refuses a file once the purchase holds 20 documents or 50 MB, before sending it', async () => {
    const uploads = fakeUploads([]);
    const doc = purchaseDetail().documents[0]!;
    const many = Array.from({ length: 20 }, (_, n) => ({ ...doc, id: String(n + 10), name: `scan ${n}.pdf`, size: 1024 }));
    mockFetch(withDetail({ ...purchaseDetail(), documents: many }));
    const { unmount } = renderApp({ path: '/purchases/9' });
    const input = await screen.findByLabelText('Choose a file', { selector: 'input' }, { timeout: FIRST_LOAD_MS });
    fireEvent.change(input, { target: { files: [new File(['%PDF-'], 'one more.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('A purchase holds at most 20 documents: delete one to upload another.')).toBeInTheDocument();
    unmount();

    const heavy = Array.from({ length: 5 }, (_, n) => ({ ...doc, id: String(n + 10), size: 10 * 1024 * 1024 }));
    mockFetch(withDetail({ ...purchaseDetail(), documents: heavy }));
    renderApp({ path: '/purchases/9' });
    const again = await screen.findByLabelText('Choose a file', { selector: 'input' }, { timeout: FIRST_LOAD_MS });
    fireEvent.change(again, { target: { files: [new File(['%PDF-'], 'one more.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText("A purchase's documents may take 50 MB in all: delete one to make room.")).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });

  it('says which limit a refused upload met (another tab filled the purchase meanwhile), in Russian too', async () => {
    localStorage.setItem('language', '693');
    fakeUploads([
      { status: 409, body: { success: false, messageCode: 'TooManyDocuments', message: 'At most 20' } },
      { status: 413, body: { success: false, messageCode: 'DocumentsFull', message: 'Full' } },
    ]);
    mockFetch({
      ...withDetail(),
      ...signedIn(profile({ language: 693 })),
      'GET /purchased-cars/view': { body: { success: true, detail: purchaseDetail() } },
    });
    renderApp({ path: '/purchases/9' });
    const input = await screen.findByLabelText('Выбрать файл', { selector: 'input' }, { timeout: FIRST_LOAD_MS });
    const pdf = () => new File(['%PDF-'], 'scan.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf()] } });
    expect(
      await screen.findByText('У покупки может быть не больше 20 документов: удалите один, чтобы загрузить новый.'),
    ).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [pdf()] } });
    expect(
      await screen.findByText('Документы покупки могут занимать не больше 50 МБ: удалите один, чтобы освободить место.'),
    ).toBeInTheDocument();
  });

  it('checks a dropped file too', async () => {
    mockFetch(withDetail());
    renderApp({ path: '/purchases/9' });
    const zone = await screen.findByTestId('document-drop-zone', {}, { timeout: FIRST_LOAD_MS });
    fireEvent.drop(zone, { dataTransfer: { files: [new File([''], 'empty.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('The file is empty.')).toBeInTheDocument();
  });

  it('downloads the photo archive of the purchase', async () => {
    const photos = ['/api/v1/images/lots/101/1.svg', '/api/v1/images/lots/101/2.svg'];
    const api = mockFetch({
      ...withDetail({ ...purchaseDetail(), images: photos, thumbnails: photos }),
      'GET /purchased-cars/download-images': { status: 404, body: { success: false, message: 'No photos' } },
    });
    renderApp({ path: '/purchases/9' });
    const section = await screen.findByRole('region', { name: 'Photos' }, { timeout: FIRST_LOAD_MS });
    fireEvent.click(await within(section).findByRole('button', { name: 'Download photos' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent("Didn't find download link");
    expect(api.callsTo('GET /purchased-cars/download-images')[0]?.query.get('id')).toBe('9');
  });

  it('announces a document that could not be deleted', async () => {
    mockFetch({ ...withDetail(), 'DELETE /purchased-cars/document/3': { status: 500, body: { success: false, message: 'boom' } } });
    const { user } = renderApp({ path: '/purchases/9' });
    await user.click(await screen.findByRole('button', { name: 'Delete invoice.pdf' }, { timeout: FIRST_LOAD_MS }));
    const section = screen.getByRole('region', { name: 'Documents' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('The document could not be deleted. Try again.');
  });

  it('says a purchase of someone else does not exist', async () => {
    mockFetch({ ...signedIn(), 'GET /purchased-cars/view': { status: 404, body: { success: false, message: 'No such purchase' } } });
    renderApp({ path: '/purchases/77' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This purchase does not exist or is not yours.');
  });

  it('says a purchase that failed to load failed, with a reload that brings it', async () => {
    const fetch = mockFetch({ ...signedIn(), 'GET /purchased-cars/view': { status: 500, body: { success: false, message: 'boom' } } });
    const { user } = renderApp({ path: '/purchases/9' });
    expect(await screen.findByRole('alert', {}, { timeout: FIRST_LOAD_MS })).toHaveTextContent('The purchase could not be loaded.');
    fetch.use(withDetail());
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota Aqua S' })).toBeInTheDocument();
  });
});

// Detail sections as a user meets them, on a fake API.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../../src/app/detail-sections';
import { LotSections } from '../../../../src/engine/detail/LotSections';
import { toLotView } from '../../../../src/engine/detail/lot-view';
import type { CarDetailResponse } from '../../../../schemas/api/lot-detail';
import type { SectionKind } from '../../../../schemas/meta/page-type.schema';
import { loadMessages } from '../../../../src/i18n/messages';
import { carSchema, renderEngine } from '../../engine/harness';
import { deferredReply, mockFetch } from '../../fetch-mock';
import { profile, ROLES, signedIn } from '../../fixtures';
import { carDetail } from './lot-fixtures';
import { textAreas } from '../../../../shared/texts/text-areas';

// the sections render at once, as in the app, where the texts are there before a lot page: the checks
// below look right after rendering (without this, only when a file run before had loaded them)
beforeAll(() => loadMessages('en', textAreas()));

function renderSections(detail: CarDetailResponse, kinds: SectionKind[]) {
  const sections = carSchema.detail.sections.filter((s) => kinds.includes(s.kind));
  return renderEngine(<LotSections schema={carSchema} lot={toLotView(detail)} sections={sections} />, { path: '/car-auctions/41' });
}

describe('lot info, vehicle info and specification', () => {
  it('show the lot header with badges and the facts the lot has', async () => {
    mockFetch(signedIn());
    renderSections(carDetail(), ['lotInfo', 'vehicleInfo', 'specification']);
    const header = screen.getByRole('region', { name: 'Lot 12345' });
    expect(within(header).getByText('USS Tokyo')).toBeInTheDocument();
    expect(within(header).getByText('2030-01-10 10:30')).toBeInTheDocument();
    expect(within(header).getByText('Condition 4.5')).toHaveAttribute('data-color', 'orange');
    expect(within(header).getByText('Upcoming')).toBeInTheDocument();

    const car = screen.getByRole('region', { name: 'Car' });
    expect(within(car).getByText('ZVW30-1234567')).toBeInTheDocument();
    expect(within(car).getByText('85 000 km')).toBeInTheDocument();
    expect(within(car).queryByText('Mileage note')).not.toBeInTheDocument();
    const spec = screen.getByRole('region', { name: 'Specification' });
    expect(within(spec).getByText('1 800')).toBeInTheDocument();
    expect(within(spec).getByText('99 hp')).toBeInTheDocument();
    expect(within(spec).getByText('Sunroof, leather seats')).toBeInTheDocument();
  });
});

describe('auction sheet', () => {
  it('switches to the translated sheet after a successful translation, back to the original, and resets when the enlarged view closes', async () => {
    const fetch = mockFetch({ ...signedIn(), 'GET /car-auction/image-translate': { body: '/images/sheets/41/en.svg' } });
    const { user } = renderSections(carDetail(), ['auctionSheet']);
    const sheet = () => screen.getAllByRole('img', { name: /auction sheet of Toyota Prius/i })[0];
    expect(sheet()).toHaveAttribute('src', '/images/sheets/41.svg');
    expect(screen.getByText('How to read the sheet')).toBeInTheDocument();
    expect(document.querySelectorAll('details li')).toHaveLength(31);

    await user.click(await screen.findByRole('button', { name: 'Translate' }));
    await waitFor(() => expect(sheet()).toHaveAttribute('src', '/images/sheets/41/en.svg'));
    expect(fetch.callsTo('GET /car-auction/image-translate')[0]?.query.get('image')).toBe('/images/sheets/41.svg');
    await user.click(screen.getByRole('button', { name: 'Original' }));
    expect(sheet()).toHaveAttribute('src', '/images/sheets/41.svg');

    await user.click(screen.getByRole('button', { name: 'Translate' }));
    expect(fetch.callsTo('GET /car-auction/image-translate')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Enlarge the sheet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auction sheet' });
    expect(within(dialog).getByRole('img', { name: 'Translated auction sheet of Toyota Prius' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // jsdom keeps the page aria-hidden after a Fluent dialog closes (no exit animation ends)
    await waitFor(() =>
      expect(screen.getAllByRole('img', { name: 'Auction sheet of Toyota Prius', hidden: true })[0]).toHaveAttribute(
        'src',
        '/images/sheets/41.svg',
      ),
    );
  });

  it('is left out without a sheet, and offers no translation without auctionTranslationUse', async () => {
    mockFetch(signedIn(profile({}, { auctionTranslationUse: false })));
    const { unmount, queryClient } = renderSections(carDetail(), ['auctionSheet']);
    expect(screen.getByRole('button', { name: 'Enlarge the sheet' })).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData(['session', 'profile'])).toBeDefined());
    expect(screen.queryByRole('button', { name: 'Translate' })).not.toBeInTheDocument();
    unmount();
    renderSections(carDetail({ common: { auctionSheet: null } }), ['auctionSheet']);
    expect(screen.queryByRole('region', { name: 'Auction sheet' })).not.toBeInTheDocument();
  });
});

describe('condition report', () => {
  it('shows videos, lettered entries and ratings with text and image per category', () => {
    mockFetch(signedIn());
    renderSections(
      carDetail({
        common: {
          videos: '/v/1.mp4#/v/2.svg',
          reportEntries: ['A - Scratch on the bumper', 'B - Dent on the door'],
          ratings: { engine: ['No leaks#/r/e.jpg'], electro: [], exterior: ['Paint faded'], front: [], rear: [], chassis: [] },
        },
      }),
      ['conditionReport'],
    );
    const report = screen.getByRole('region', { name: 'Condition report' });
    expect(within(report).getByLabelText('Video 1').tagName).toBe('VIDEO');
    expect(within(report).getByRole('link', { name: 'Video 2' })).toHaveAttribute('href', '/v/2.svg');
    expect(within(report).getByText('Scratch on the bumper').previousSibling).toHaveTextContent('A');
    expect(within(report).getByRole('heading', { name: 'Engine (E.G)' })).toBeInTheDocument();
    // the photo is named for its part, not by the remark shown beside it
    expect(within(report).getByRole('img', { name: 'Photo: Engine (E.G)' })).toHaveAttribute('src', '/r/e.jpg');
    expect(within(report).getByRole('heading', { name: 'Exterior' })).toBeInTheDocument();
    expect(within(report).queryByRole('heading', { name: 'Rear (R Pair)' })).not.toBeInTheDocument();
  });
});

describe('manager note', () => {
  it('lets a manager add a note with Enter, shows it read-only with an edit pen, and deletes it when saved empty', async () => {
    const fetch = mockFetch({
      ...signedIn(profile(ROLES.manager)),
      'POST /car-auction/save-comment': { body: { success: true } },
      'GET /car-auction/view': { body: carDetail() },
    });
    const { user } = renderSections(carDetail({ common: { commentEditable: true } }), ['managerNote']);
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    // the editor's code loads on this first click
    await user.type(await screen.findByRole('textbox', { name: 'Manager note' }), 'Call the client{Enter}');
    expect(await screen.findByText('Call the client')).toBeInTheDocument();
    expect(fetch.callsTo('POST /car-auction/save-comment')[0]?.body).toEqual({ carId: '41', comment: 'Call the client' });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit the note' }));
    await user.clear(screen.getByRole('textbox', { name: 'Manager note' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Add note' })).toBeInTheDocument();
    expect(fetch.callsTo('POST /car-auction/save-comment')[1]?.body).toEqual({ carId: '41', comment: '' });
  });

  it('shows a client the note read-only, and nothing without one', () => {
    mockFetch(signedIn());
    const { unmount } = renderSections(carDetail({ common: { comment: 'Good buy' } }), ['managerNote']);
    expect(screen.getByRole('region', { name: 'Manager note' })).toHaveTextContent('Good buy');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    renderSections(carDetail(), ['managerNote']);
    expect(screen.queryByRole('region', { name: 'Manager note' })).not.toBeInTheDocument();
  });
});

describe('month of production', () => {
  const info = {
    year: 2015,
    month: 3,
    monthName: 'March',
    catalogNumber: 'C-1',
    code: 'ZVW30',
    colorCode: '070',
    engineNumber: '2ZR',
    transmission: 'CVT',
    gradeCode: 'S',
    modelCode: 'DAA-ZVW30',
    modelName: 'Prius',
    trimCode: 'FA20',
    description: 'Touring',
  };

  it('loads on request and shows every field with the month name', async () => {
    const fetch = mockFetch({ ...signedIn(), 'GET /car-auction/production-month': { body: { success: true, carInfo: info } } });
    const { user } = renderSections(carDetail(), ['productionMonth']);
    await user.click(screen.getByRole('button', { name: 'Show month of production' }));
    const box = screen.getByRole('region', { name: 'Month of production' });
    expect(await within(box).findByText('2015/03 (March)')).toBeInTheDocument();
    for (const value of ['C-1', 'ZVW30', '070', '2ZR', 'CVT', 'S', 'DAA-ZVW30', 'Prius', 'FA20', 'Touring']) {
      expect(within(box).getByText(value)).toBeInTheDocument();
    }
    expect(Object.fromEntries(fetch.callsTo('GET /car-auction/production-month')[0]!.query)).toMatchObject({
      chassis: 'ZVW30-1234567',
      maker: 'Toyota',
      model: 'Prius',
      carId: '41',
      lotNo: '12345',
    });
  });

  it('says when the chassis tells nothing, and shows an error with a retry when the call fails', async () => {
    const fetch = mockFetch({ ...signedIn(), 'GET /car-auction/production-month': { body: { success: true, carInfo: null } } });
    const { user, unmount } = renderSections(carDetail(), ['productionMonth']);
    await user.click(screen.getByRole('button', { name: 'Show month of production' }));
    expect(await screen.findByText('No production data was found for this chassis.')).toBeInTheDocument();
    unmount();

    fetch.use({ 'GET /car-auction/production-month': { status: 500, body: { success: false, message: 'boom' } } });
    const again = renderSections(carDetail({ carInfo: { ...carDetail().carInfo, chassisId: 'NHW20-1' } }), ['productionMonth']);
    await again.user.click(screen.getByRole('button', { name: 'Show month of production' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The month of production could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('USS extra images', () => {
  it('shows the allowance, waits with progress and seconds, adds the images and lowers the allowance', async () => {
    const reply = deferredReply();
    mockFetch({ ...signedIn(), 'GET /car-auction/uss-images': reply.handler });
    const { user } = renderSections(carDetail({ common: { isUss: true }, ussCounter: { ussLimit: 2 } }), ['gallery']);
    await user.click(screen.getByRole('button', { name: 'Load extra images (2 left today)' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading extra images' })).toBeInTheDocument();
    expect(screen.getByText(/this takes about 30 seconds… 0 s/)).toBeInTheDocument();
    reply.release({
      body: {
        success: true,
        auctionLotDetail: {
          carCommonDetail: { id: '41', isUss: true, ussLimit: 1 },
          carInfo: { id: '41' },
          images: ['/x/4.jpg', '/x/5.jpg'],
          auctionSheet: null,
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Load extra images (1 left today)' })).toBeEnabled();
    expect(screen.getByText('2 images were added to the gallery.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Open photo 1 of 5/ })).toBeInTheDocument();
    // a USS lot offers no archive
    expect(screen.queryByRole('button', { name: 'Download photos' })).not.toBeInTheDocument();
  });

  it('is off without an allowance and says so when the auction has no extra images', async () => {
    mockFetch({
      ...signedIn(),
      'GET /car-auction/uss-images': {
        body: {
          success: true,
          auctionLotDetail: {
            carCommonDetail: { id: '41', isUss: true, ussLimit: 0 },
            carInfo: { id: '41' },
            images: [],
            auctionSheet: null,
          },
        },
      },
    });
    const { user, unmount } = renderSections(carDetail({ common: { isUss: true } }), ['gallery']);
    expect(screen.getByRole('button', { name: 'Load extra images (0 left today)' })).toBeDisabled();
    unmount();
    const again = renderSections(carDetail({ common: { isUss: true }, ussCounter: { ussLimit: 1 } }), ['gallery']);
    await again.user.click(screen.getByRole('button', { name: 'Load extra images (1 left today)' }));
    expect(await screen.findByText('The auction has no extra images of this lot.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load extra images (0 left today)' })).toBeDisabled();
    void user;
  });
});

import type { CompanyConfig } from '../../../config/company-schema';
import kaidoBrand from '../../../config/companies/kaido.json';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import carAuction from '../../../schemas/page-types/car-auction.json';
import { disabledRoutes } from '../../../shared/routes/disabled-routes';
import { pageTypeSettings, visibleColumns } from '../../../shared/page-types/page-type-settings';
import { FALLBACK_COMPANY_CONFIG, messengerLink, shareText } from '../../../src/ui/company-config';

// both validated elsewhere: the brand by tests/server/app/company-config.test.ts, the schema by the engine's tests
const kaido = kaidoBrand as CompanyConfig;
const cars = carAuction as PageTypeSchema;

describe('page-type settings of a company', () => {
  it('keep every page type on, with its own defaults, when the config says nothing', () => {
    expect(pageTypeSettings(FALLBACK_COMPANY_CONFIG, 'machinery')).toEqual({ enabled: true });
    expect(disabledRoutes(FALLBACK_COMPANY_CONFIG)).toEqual([]);
  });

  it('carry the brand’s view, page sizes and columns, naming the table view as the list state does', () => {
    expect(pageTypeSettings(kaido, 'car-auction')).toMatchObject({
      enabled: true,
      defaultView: 'default',
      pageSizes: [20, 50],
    });
    expect(pageTypeSettings(kaido, 'stock').defaultView).toBe('card');
    expect(pageTypeSettings(kaido, 'stats').defaultView).toBe('column');
    expect(pageTypeSettings(kaido, 'machinery').enabled).toBe(false);
  });

  it('show the configured columns in the configured order and hide the rest', () => {
    const settings = pageTypeSettings(kaido, 'car-auction');
    expect(visibleColumns(cars, 'default', settings).map((c) => c.id)).toEqual([
      'photo',
      'auctionDate',
      'year',
      'mileage',
      'condition',
      'status',
      'startPrice',
      'myBid',
    ]);
    // the column view is not configured: all of the schema's columns, the brand's headings on them
    const column = visibleColumns(cars, 'column', settings);
    expect(column.map((c) => c.id)).toEqual(cars.views.column!.columns.map((c) => c.id));
    expect(column.find((c) => c.id === 'startPrice')!.label).toBe('brand.pageType.car-auction.startPrice');
    expect(column.find((c) => c.id === 'year')).toBe(cars.views.column!.columns.find((c) => c.id === 'year'));
  });

  it('take a disabled page type’s listing, detail and share routes away, and only those', () => {
    expect(disabledRoutes(kaido).map((route) => route.path)).toEqual(['/machinery', '/machinery/share/:id', '/machinery/:id']);
    expect(disabledRoutes({ pageTypes: { bikes: { enabled: false } } }).map((route) => route.page)).toEqual([
      'bike-auctions',
      'bike-auctions-share',
      'bike-auctions-detail',
    ]);
  });
});

describe('the share text of a company', () => {
  const lot = { title: 'Toyota Prius 2019', link: 'https://portal.example/car-auctions/share/7', password: '123456' };

  it('fills the title, link and access code into the message of the language', () => {
    expect(shareText(kaido.share, 'en', lot)).toBe(
      'Kaido Motors found you a car: Toyota Prius 2019\nhttps://portal.example/car-auctions/share/7\nCode: 123456',
    );
    expect(shareText(kaido.share, 'ru', lot)).toMatch(/^Kaido Motors нашёл для вас автомобиль: Toyota Prius 2019\n/);
  });

  it('opens the messenger with the text typed in', () => {
    expect(messengerLink(FALLBACK_COMPANY_CONFIG.share, 'Prius & co\nhttps://x.example/?a=1')).toBe(
      'https://wa.me/?text=Prius%20%26%20co%0Ahttps%3A%2F%2Fx.example%2F%3Fa%3D1',
    );
  });
});

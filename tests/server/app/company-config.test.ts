import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCompanyConfig } from '../../../build/company-configs';
import { companySchemaFile, companySchemaJson } from '../../../build/company-schema-file';
import { brandNames, companyConfigPath, InvalidCompanyConfigError, loadCompanyConfig } from '../../../server/company-config';
import { companiesDir, defaultPublicDir, repoRoot } from '../../../server/paths';
import { loadPageTypes } from '../../../schemas/meta/load-page-types';
import { loadTablePages } from '../../../schemas/meta/load-table-pages';

const defaultCompany = loadCompanyConfig(companyConfigPath({}));

/** A brand file in a folder of its own, named for the brand whose images it uses. */
function tempConfig(content: unknown, brand = 'default'): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'seri-company-')), `${brand}.json`);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

function violationsOf(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidCompanyConfigError);
    return (error as InvalidCompanyConfigError).violations;
  }
  throw new Error('expected the config to be refused');
}

describe('company config', () => {
  it('defaults to config/companies/default.json, the Seri brand', () => {
    expect(companyConfigPath({})).toBe(path.join(companiesDir, 'default.json'));
    expect(companyConfigPath({ COMPANY: 'kaido' })).toBe(path.join(companiesDir, 'kaido.json'));
    expect(companyConfigPath({ COMPANY: 'acme', COMPANY_CONFIG: '/etc/brand.json' })).toBe('/etc/brand.json');
    expect(defaultCompany.name).toBe('Seri');
    expect(defaultCompany.theme.brand).toBe('#0f6cbd');
  });

  it('names its logos and favicon in public/', () => {
    for (const url of [...Object.values(defaultCompany.logos), defaultCompany.favicon]) {
      expect(fs.readFileSync(path.join(defaultPublicDir, url), 'utf8')).toContain('<svg');
    }
  });

  it('refuses a COMPANY that is not one of the brands, listing those there are', () => {
    for (const company of ['../secrets', 'acme']) {
      expect(violationsOf(() => companyConfigPath({ COMPANY: company }))).toEqual([
        `COMPANY=${company}: must be one of the brands in config/companies: ${brandNames().join(', ')}`,
      ]);
    }
  });

  it('lists every violation with file, JSON path and expectation', () => {
    const file = tempConfig({
      ...defaultCompany,
      name: '',
      logos: { light: '/logo.svg', dark: defaultCompany.logos.dark, compactLight: defaultCompany.logos.compactLight },
      theme: { brand: 'blue' },
      headerLinks: [
        { href: '//elsewhere.example', label: { en: 'Elsewhere' } },
        // a browser reads "/\\host" as "//host"
        { href: '/\\elsewhere.example/x', label: { en: 'Elsewhere', ru: 'Где-то' } },
      ],
      supportEmail: 'not-an-email',
      defaultLanguage: 'de',
      slogan: 'extra',
    });
    expect(violationsOf(() => loadCompanyConfig(file))).toEqual([
      `${file}: $.slogan: is not an allowed property`,
      `${file}: $.name: must not be empty`,
      `${file}: $.logos.compactDark: is required`,
      `${file}: $.logos.light: must be a file URL under /brands/<brand>/ ending in .svg, .png, .webp or .ico`,
      `${file}: $.theme.brand: must be a hex colour such as #0f6cbd`,
      `${file}: $.headerLinks[0].href: must be a site path (/about), an http(s):// URL, a mailto: or a tel: link`,
      `${file}: $.headerLinks[0].label.ru: is required`,
      `${file}: $.headerLinks[1].href: must be a site path (/about), an http(s):// URL, a mailto: or a tel: link`,
      `${file}: $.supportEmail: must be an e-mail address`,
      `${file}: $.defaultLanguage: must be one of "en", "ru"`,
    ]);
  });

  it('puts every violation in the error message', () => {
    const file = tempConfig({ ...defaultCompany, theme: {}, footerLinks: 'none' });
    expect(() => loadCompanyConfig(file)).toThrow(
      `Invalid company config:\n  ${file}: $.theme.brand: is required\n  ${file}: $.footerLinks: must be a list [ … ]`,
    );
  });

  it('refuses brand files missing from public/', () => {
    const file = tempConfig({ ...defaultCompany, favicon: '/brands/default/missing.svg' });
    expect(violationsOf(() => loadCompanyConfig(file))).toEqual([
      `${file}: $.favicon: must name a file in public (/brands/default/missing.svg not found)`,
    ]);
  });

  it('refuses a file that is not JSON, naming the line and column, or is missing', () => {
    const broken = tempConfig('{\n  "name": "Acme",\n  "theme": { "brand": #c2410c }\n}');
    expect(violationsOf(() => loadCompanyConfig(broken))).toEqual([`${broken}: line 3, column 23: must be valid JSON (invalid symbol)`]);
    const trailingComma = tempConfig('{ "name": "Acme", }');
    expect(violationsOf(() => loadCompanyConfig(trailingComma))).toEqual([
      `${trailingComma}: line 1, column 19: must be valid JSON (property name expected)`,
    ]);
    expect(violationsOf(() => loadCompanyConfig('/nowhere/brand.json'))).toEqual(['/nowhere/brand.json: the file could not be read']);
  });

  it('accepts a login notice of null and no default language', () => {
    const { defaultLanguage: _omitted, ...withoutLanguage } = defaultCompany;
    const file = tempConfig({ ...withoutLanguage, loginNotice: null });
    expect(loadCompanyConfig(file).loginNotice).toBeNull();
  });

  it('fails the build of a brand whose file is invalid, and only that brand', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seri-companies-'));
    const cannotCancel = { ...defaultCompany.contactLinks.cannotCancel, href: 'call us' };
    fs.writeFileSync(path.join(dir, 'default.json'), JSON.stringify(defaultCompany));
    fs.writeFileSync(
      path.join(dir, 'kaido.json'),
      JSON.stringify({ ...defaultCompany, contactLinks: { ...defaultCompany.contactLinks, cannotCancel } }),
    );
    expect(checkCompanyConfig({}, dir)).toEqual([
      'Brand kaido has problems (COMPANY=kaido npm run build lists them); building for the others goes on',
    ]);
    const kaido = path.join(dir, 'kaido.json');
    expect(violationsOf(() => checkCompanyConfig({ COMPANY: 'kaido' }, dir))).toContain(
      `${kaido}: $.contactLinks.cannotCancel.href: must be a site path (/about), an http(s):// URL, a mailto: or a tel: link`,
    );
    expect(violationsOf(() => checkCompanyConfig({ COMPANY_CONFIG: kaido }, dir)).length).toBeGreaterThan(0);
  });

  it('builds with the shipped brands, none broken', () => {
    expect(checkCompanyConfig({})).toEqual([]);
  });

  it.each(brandNames())('accepts the shipped brand %s', (brand) => {
    const config = loadCompanyConfig(companyConfigPath({ COMPANY: brand }));
    expect(config.logos.light).toBe(`/brands/${brand}/logo-light.svg`);
  });

  it('refuses a brand without a logo, or whose logo file is missing', () => {
    const { light: _omitted, ...logos } = defaultCompany.logos;
    const file = tempConfig({ ...defaultCompany, logos });
    expect(violationsOf(() => loadCompanyConfig(file))).toEqual([`${file}: $.logos.light: is required`]);

    const missing = tempConfig({ ...defaultCompany, logos: { ...logos, light: '/brands/default/logo.svg' } });
    expect(violationsOf(() => loadCompanyConfig(missing))).toEqual([
      `${missing}: $.logos.light: must name a file in public (/brands/default/logo.svg not found)`,
    ]);
  });

  it("refuses images outside the brand's own folder", () => {
    const file = tempConfig({ ...defaultCompany, favicon: '/brands/kaido/favicon.svg' }, 'acme');
    const violations = violationsOf(() => loadCompanyConfig(file));
    expect(violations).toContain(`${file}: $.favicon: must be in the brand's own folder /brands/acme/ (not /brands/kaido/)`);
    expect(violations).toContain(`${file}: $.logos.light: must be in the brand's own folder /brands/acme/ (not /brands/default/)`);
  });

  it('refuses a brand colour white text cannot be read on, with the measured contrast', () => {
    const file = tempConfig({ ...defaultCompany, theme: { brand: '#ffb900' } });
    expect(violationsOf(() => loadCompanyConfig(file))).toEqual([
      `${file}: $.theme.brand: must have a contrast of at least 4.5:1 with white text (#ffb900 has 1.72:1); pick a darker colour`,
    ]);
    expect(loadCompanyConfig(tempConfig({ ...defaultCompany, theme: { brand: '#767676' } })).theme.brand).toBe('#767676');
  });

  it.each(['#0f6cb', 'blue', '0f6cbd', '#0f6cbdff'])('refuses the brand colour %s', (brand) => {
    const file = tempConfig({ ...defaultCompany, theme: { brand } });
    expect(violationsOf(() => loadCompanyConfig(file))).toEqual([`${file}: $.theme.brand: must be a hex colour such as #0f6cbd`]);
  });

  it('refuses page types, views and columns the page-type schemas do not have', () => {
    const file = tempConfig({
      ...defaultCompany,
      pageTypes: {
        trucks: { enabled: true },
        stock: { columns: { table: ['photo', 'vin', 'price'] } },
        'car-auction': { defaultView: 'table', columns: { card: ['photo', 'soldPrice', 'hours'] } },
      },
    });
    expect(violationsOf(() => loadCompanyConfig(file))).toEqual([
      `${file}: $.pageTypes.trucks: must be one of the page types bike-stats, bikes, car-auction, machinery, stats, stock`,
      `${file}: $.pageTypes.stock.columns.table[1]: must be a column of the stock table view: ` +
        'photo, auctionDate, grade, year, engine, color, condition, mileage, status, chassis, equipment, price (not "vin")',
      `${file}: $.pageTypes["car-auction"].columns.card[2]: must be a column of the car-auction card view: ` +
        'photo, makerModel, lotNo, auctionDate, year, mileage, condition, status, startPrice, soldPrice, averagePrice ' +
        '(not "hours")',
    ]);
  });

  it('refuses page sizes the page type lacks or without its default one, an unknown view, and a disabled home page', () => {
    const file = tempConfig({
      ...defaultCompany,
      pageTypes: {
        'car-auction': { enabled: false },
        stats: { pageSizes: [50, 100] },
        bikes: { defaultView: 'grid', pageSizes: [20, 20], columns: { list: ['photo'], table: [] } },
      },
    });
    // shape and meaning in one pass: a shape error does not hide the page-type checks
    expect(violationsOf(() => loadCompanyConfig(file))).toEqual([
      `${file}: $.pageTypes.bikes.defaultView: must be one of "table", "column", "card"`,
      `${file}: $.pageTypes.bikes.pageSizes: must not repeat an item (items 1 and 2 are the same)`,
      `${file}: $.pageTypes.bikes.columns.list: is not an allowed property`,
      `${file}: $.pageTypes.bikes.columns.table: must have at least 1 item`,
      `${file}: $.pageTypes["car-auction"].enabled: must be true: /car-auctions is the home page and the page after login`,
      `${file}: $.pageTypes.stats.pageSizes[1]: must be one of the page sizes of stats: 20, 50, 70`,
      `${file}: $.pageTypes.stats.pageSizes: must include the default page size of stats, 20`,
    ]);
  });

  it('refuses headings of columns and hidden filters the page type lacks, and a hidden filter another one reads', () => {
    const file = tempConfig({
      ...defaultCompany,
      pageTypes: {
        stock: { columnLabels: { price: { en: 'Price', ru: 'Цена' }, hours: { en: 'Hours', ru: 'Часы' } } },
        bikes: { hiddenFilters: ['maker', 'chassis'], columnLabels: { photo: { en: 'Photo' } } },
        'bike-stats': { hiddenFilters: ['maker', 'model'] },
      },
    });
    expect(violationsOf(() => loadCompanyConfig(file))).toEqual([
      `${file}: $.pageTypes.bikes.columnLabels.photo.ru: is required`,
      `${file}: $.pageTypes.stock.columnLabels.hours: must be a column of stock: ` +
        'photo, auctionDate, grade, year, engine, color, condition, mileage, status, chassis, equipment, price, makerModel, lotNo, gearbox (not "hours")',
      `${file}: $.pageTypes.bikes.hiddenFilters[0]: must be hidden with the filters that read it: hide model too, or keep maker`,
      `${file}: $.pageTypes.bikes.hiddenFilters[1]: must be a filter of bikes: ` +
        'auctionSchedule, lotNumber, maker, model, condition, color, status, mileage, engine, year, startPrice, search (not "chassis")',
    ]);
  });

  it('refuses tables, columns and headings the table pages do not have', () => {
    const file = tempConfig({
      ...defaultCompany,
      tables: {
        invoices: { columns: ['id'] },
        bids: {
          columns: ['lot', 'autoBid', 'bidAmount'],
          columnLabels: { bidAmount: { en: 'Your bid', ru: 'Ваша ставка' }, price: { en: 'Price', ru: 'Цена' } },
        },
        payments: { columns: [] },
      },
    });
    expect(violationsOf(() => loadCompanyConfig(file))).toEqual([
      `${file}: $.tables.payments.columns: must have at least 1 item`,
      `${file}: $.tables.invoices: must be one of the tables archive-bids, bid-manager, bids, dealer-bids, payments, purchases`,
      `${file}: $.tables.bids.columns[1]: must be a column of the bids table: ` +
        'lot, vehicle, year, mileage, condition, auctionStatus, startPrice, bidAmount, soldPrice, bidGroup, bidStatus, bidder, chat (not "autoBid")',
      `${file}: $.tables.bids.columnLabels.price: must be a column of the bids table: ` +
        'lot, vehicle, year, mileage, condition, auctionStatus, startPrice, bidAmount, soldPrice, bidGroup, bidStatus, bidder, chat (not "price")',
    ]);
  });

  it('refuses a share text without the link or the password, and a messenger URL without the text', () => {
    const file = tempConfig({
      ...defaultCompany,
      share: { message: { en: 'Look: {link}', ru: 'Код {password}, ссылка {link}' }, messengerUrl: 'https://wa.me/' },
    });
    expect(violationsOf(() => loadCompanyConfig(file))).toEqual([
      `${file}: $.share.message.en: must be a text with the {link} and {password} placeholders ({title} is optional)`,
      `${file}: $.share.messengerUrl: must be an https:// URL with a {text} placeholder, such as https://wa.me/?text={text}`,
    ]);
  });

  it('has docs/rebranding.md list every page type’s column ids as the schemas define them', () => {
    const doc = fs.readFileSync(path.join(repoRoot, 'docs', 'rebranding.md'), 'utf8');
    for (const pageType of loadPageTypes()) {
      const section = doc.split(`### ${pageType.id} (`)[1]?.split('\n### ')[0] ?? '';
      for (const [view, { columns }] of Object.entries(pageType.views)) {
        const row = section.split('\n').find((line) => line.startsWith(`| ${view} |`)) ?? '';
        expect(
          [...row.matchAll(/`(\w+)`/g)].map((m) => m[1]),
          `${pageType.id} ${view}`,
        ).toEqual(columns.map((c) => c.id));
      }
    }
  });

  it('has docs/rebranding.md list every page type’s filter ids and every table’s column ids as the schemas define them', () => {
    const doc = fs.readFileSync(path.join(repoRoot, 'docs', 'rebranding.md'), 'utf8');
    const idsOfRow = (section: string, id: string) => {
      const lines = (doc.split(`### ${section}\n`)[1]?.split('\n#')[0] ?? '').split('\n');
      const row = lines.find((line) => line.startsWith(`| \`${id}\` |`)) ?? '';
      return [
        ...row
          .split('|')
          .at(-2)!
          .matchAll(/`(\w+)`/g),
      ].map((m) => m[1]);
    };
    for (const pageType of loadPageTypes())
      expect(idsOfRow('Filter ids', pageType.id), pageType.id).toEqual(pageType.filters.map((f) => f.id));
    for (const table of loadTablePages()) expect(idsOfRow('Tables', table.id), table.id).toEqual(table.columns.map((c) => c.id));
  });

  it('has config/company.schema.json up to date with config/company-schema.ts (run `npm run build` when stale)', () => {
    expect(fs.readFileSync(companySchemaFile, 'utf8')).toBe(companySchemaJson());
  });
});

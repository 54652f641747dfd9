// `npm run bench:web [-- --root DIR --lots N --runs K --no-build --no-tls-front --pages a,b --modules N]`:
// builds the bundle, starts the portal on a fresh database and reports, per page, the JS a first visit
// loads by network idle (gzip, per package from the build's metafile), its request count and
// Lighthouse's mobile figures (median of K runs) twice: straight from the portal over HTTP/1.1, and
// through a TLS front speaking HTTP/2 as a deployment's balancer does (--no-tls-front: the first only);
// then a scroll through the phone's endless list holding 2,000 lots (with the API's SVG photos, and
// with the same art as JPEGs, as a company backend serves photos) beside a static floor page.
// Not a test: nothing here passes or fails on time. --root measures another checkout (a baseline).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, devices, type BrowserContextOptions } from '@playwright/test';
import { chromiumPath } from '../e2e/chromium-path';
import { repoRoot } from '../server/paths';
import { jsBytes, readMetafile, type JsBytes } from './web/js-bytes';
import { lighthouseRun, medianFigures, type LighthouseFigures } from './web/lighthouse';
import { buildBundle, signIn, startPortal } from './web/portal';
import { rasterPhotos, servePhotos } from './web/raster-photos';
import { scrollFloor, scrollListing, type ScrollFigures, type ScrollOptions } from './web/scroll';
import { startTlsFront, type TlsFront } from './web/tls-front';
import { firstVisit, type Visit, type VisitTarget } from './web/visit';

const { values: args } = parseArgs({
  options: {
    root: { type: 'string', default: repoRoot },
    lots: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-tls-front': { type: 'boolean', default: false },
    'no-scroll': { type: 'boolean', default: false },
    // only these pages (their names in the report, comma-separated), and each page's N largest modules
    pages: { type: 'string' },
    modules: { type: 'string', default: '0' },
    'scroll-lots': { type: 'string', default: '2000' },
    'scroll-input': { type: 'string', default: 'mouse' },
    'scroll-px': { type: 'string', default: '40000' },
    'scroll-speed': { type: 'string', default: '4000' },
    'cpu-slowdown': { type: 'string', default: '1' },
  },
});
const wholeNumber = (name: keyof typeof args, min: number): number => {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number from ${min}, got ${String(args[name])}`);
  return value;
};
const root = path.resolve(args.root);
const runs = wholeNumber('runs', 1);
if (args['scroll-input'] !== 'mouse' && args['scroll-input'] !== 'touch')
  throw new Error(`--scroll-input is mouse or touch, got ${args['scroll-input']}`);
const scroll: ScrollOptions = {
  lots: wholeNumber('scroll-lots', 1),
  input: args['scroll-input'],
  distancePx: wholeNumber('scroll-px', 100),
  speedPxPerS: wholeNumber('scroll-speed', 100),
  cpuSlowdown: wholeNumber('cpu-slowdown', 1),
};

const desktop: BrowserContextOptions = { viewport: { width: 1440, height: 900 }, locale: 'en-GB' };
const phone: BrowserContextOptions = { ...devices['Pixel 7'], locale: 'en-GB' };
const ALL_AUCTION_DATES = 'auctionDateFrom=2000-01-01&auctionDateTo=2099-12-31';
/** How many lots' photos the JPEG scroll serves, in turn. */
const PHOTOS = 8;
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-dev-shm-usage'];

if (!args['no-build']) await buildBundle(root);
const distDir = path.join(root, 'dist');
const metafile = readMetafile(distDir);
console.log(`Starting the portal in ${root} with ${wholeNumber('lots', 1000)} lots …`);
const portal = await startPortal(root, wholeNumber('lots', 1000));
const chromePath = chromiumPath();
const browser = await chromium.launch({ executablePath: chromePath, args: LAUNCH_ARGS });
let front: TlsFront | undefined;
try {
  const client = await signIn(portal.origin, 'client@seri.example', 'client123');
  const manager = await signIn(portal.origin, 'manager@seri.example', 'manager123');
  const [lotId] = await firstLotIds(portal.origin, client, 1);
  const listing = 'main [role=feed] article, main table tbody tr';
  const targets: VisitTarget[] = [
    { name: '/auth/login', path: '/auth/login', context: desktop, cookies: [], ready: 'main button[type=submit], form button' },
    { name: '/car-auctions desktop', path: '/car-auctions', context: desktop, cookies: client, ready: listing },
    { name: '/car-auctions phone', path: '/car-auctions', context: phone, cookies: client, ready: listing },
    { name: 'lot page', path: `/car-auctions/${lotId}`, context: desktop, cookies: client, ready: 'main h1' },
    // every auction date: by default the table shows Japan's today, which has no bids on a Sunday
    {
      name: '/bid-manager',
      path: `/bid-manager?${ALL_AUCTION_DATES}`,
      context: desktop,
      cookies: manager,
      ready: 'main table, main [role=feed]',
    },
  ];
  const only = args.pages?.split(',').map((name) => name.trim());
  const unknown = only?.filter((name) => !targets.some((t) => t.name === name)) ?? [];
  if (unknown.length > 0) throw new Error(`--pages: no page named ${unknown.join(', ')} (${targets.map((t) => t.name).join(', ')})`);
  const rows: Row[] = [];
  for (const target of targets.filter((t) => !only || only.includes(t.name))) {
    const visit = await firstVisit(browser, portal.origin, target);
    rows.push({ target, visit, bytes: jsBytes(visit.js, distDir, metafile) });
  }
  if (!args['no-lighthouse']) {
    if (!args['no-tls-front']) front = await startTlsFront(portal.origin);
    // Lighthouse emulates a phone itself: the desktop and phone visits of a page are one audit
    for (const row of rows.filter((r) => r.target.name !== '/car-auctions desktop')) {
      const cookie = row.target.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const audits = async (origin: string, chromeFlags: readonly string[] = []) => {
        const figures: LighthouseFigures[] = [];
        for (let run = 0; run < runs; run++)
          figures.push(await lighthouseRun(chromePath, `${origin}${row.target.path}`, cookie, chromeFlags));
        return medianFigures(figures);
      };
      row.lighthouse = await audits(portal.origin);
      if (front) row.lighthouseTls = await audits(front.origin, [front.chromeFlag]);
    }
  }
  let scrolls: Scrolls | undefined;
  if (!args['no-scroll']) {
    const phoneContext = async () => {
      const context = await browser.newContext(phone);
      await context.addCookies(client.map((c) => ({ ...c, url: portal.origin })));
      // the largest page size, so fewer calls fill the list
      await context.addInitScript(() => window.localStorage.setItem('page-size:car-auction', '70'));
      return context;
    };
    const withSvg = await phoneContext();
    const withJpeg = await phoneContext();
    await servePhotos(withJpeg, await rasterPhotos(browser, portal.origin, (await firstLotIds(portal.origin, client, PHOTOS)).map(Number)));
    scrolls = {
      listing: await scrollListing(withSvg, `${portal.origin}/car-auctions`, scroll),
      listingJpeg: await scrollListing(withJpeg, `${portal.origin}/car-auctions`, scroll),
      floor: await scrollFloor(withSvg, scroll),
    };
    await Promise.all([withSvg.close(), withJpeg.close()]);
  }

  console.log(report(rows, scrolls, wholeNumber('modules', 0)));
} finally {
  await front?.stop();
  await browser.close();
  await portal.stop();
}

async function firstLotIds(origin: string, cookies: { name: string; value: string }[], count: number): Promise<string[]> {
  const res = await fetch(`${origin}/api/v1/car-auction/listing?pageSize=20`, {
    headers: { Cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
  });
  const body = (await res.json()) as { carsList?: { id: string }[] };
  const ids = (body.carsList ?? []).slice(0, count).map((lot) => lot.id);
  if (ids.length === 0) throw new Error(`The car listing answered ${res.status} with no lot`);
  return ids;
}

interface Row {
  target: VisitTarget;
  visit: Visit;
  bytes: JsBytes;
  /** straight from the portal, over HTTP/1.1 */
  lighthouse?: LighthouseFigures;
  /** through the TLS front, over HTTP/2 */
  lighthouseTls?: LighthouseFigures;
}

interface Scrolls {
  listing: ScrollFigures;
  listingJpeg: ScrollFigures;
  floor: ScrollFigures;
}

function scrollLine(name: string, { busy, frameP95Ms, frames }: ScrollFigures): string {
  return `  ${name}: main thread ${(busy * 100).toFixed(0)} % busy, frame interval p95 ${frameP95Ms.toFixed(1)} ms (${frames} frames)`;
}

function lighthouseCells(lh: LighthouseFigures | undefined): (string | number)[] {
  return lh ? [lh.score, `${(lh.lcpMs / 1000).toFixed(2)} s`, `${Math.round(lh.tbtMs)} ms`, lh.cls.toFixed(3)] : ['', '', '', ''];
}

function report(rows: Row[], scrolls: Scrolls | undefined, topModules: number): string {
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const lines = [
    '',
    'Lighthouse mobile, straight from the portal (HTTP/1.1) and through a TLS front (HTTP/2), as a balancer serves it:',
    '',
    `| page | JS gzip | JS files | requests | score | LCP | TBT | CLS | score, HTTP/2 | LCP, HTTP/2 | TBT, HTTP/2 | CLS, HTTP/2 |`,
    `|---|---|---|---|---|---|---|---|---|---|---|---|`,
    ...rows
      .map(({ target, visit, bytes, lighthouse, lighthouseTls }) =>
        [target.name, kB(bytes.gzip), bytes.files, visit.requests, ...lighthouseCells(lighthouse), ...lighthouseCells(lighthouseTls)].join(
          ' | ',
        ),
      )
      .map((line) => `| ${line} |`),
    ...(scrolls
      ? [
          '',
          `Phone scroll (${scroll.input}, ${scroll.distancePx} px at ${scroll.speedPxPerS} px/s, CPU slowdown ${scroll.cpuSlowdown}×):`,
          scrollLine(`listing with ${scrolls.listing.lots} lots, the API's SVG photos`, scrolls.listing),
          scrollLine(`listing with ${scrolls.listingJpeg.lots} lots, the same art as ${PHOTOS} JPEGs`, scrolls.listingJpeg),
          scrollLine(`static page of ${scrolls.floor.lots} rows`, scrolls.floor),
        ]
      : []),
  ];
  for (const { target, bytes } of rows) {
    if (!bytes.byPackage) continue;
    const top = bytes.byPackage.filter(([, size]) => size >= 1000);
    const rest = bytes.byPackage.filter(([, size]) => size < 1000);
    lines.push('', `${target.name}: ${kB(bytes.gzip)} by package`);
    lines.push(...top.map(([name, size]) => `  ${kB(size).padStart(9)}  ${name}`));
    if (rest.length > 0) lines.push(`  ${kB(rest.reduce((sum, [, size]) => sum + size, 0)).padStart(9)}  ${rest.length} others under 1 kB`);
    if (topModules > 0 && bytes.byModule) {
      lines.push(`  its ${topModules} largest modules:`);
      lines.push(...bytes.byModule.slice(0, topModules).map(([name, size]) => `  ${kB(size).padStart(9)}  ${name}`));
    }
  }
  if (!rows.some((r) => r.bytes.byPackage)) lines.push('', 'No dist/metafile.json: sizes per package need a build that writes it');
  return lines.join('\n');
}

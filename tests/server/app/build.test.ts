import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { Metafile } from 'esbuild';
import { describe, expect, it, vi } from 'vitest';
import { MIN_GROUP_BYTES } from '../../../build/chunk-groups';
import { ENTRY_MARKER, renderEntryHtml } from '../../../build/entry-html';
import { main } from '../../../build/main';
import { compileMessages } from '../../../build/compiled-messages';
import { outputUrl } from '../../../build/metafile';
import { mediaViewsIn, pagePreloads, type MediaView } from '../../../build/page-preloads';
import { lazyImportMap, lazyPageModule } from '../../../build/pages-map';
import { buildProduction } from '../../../build/production';
import { budgetProblems, formatSizeReport, sizeReport } from '../../../build/size-report';
import { HEAD_MARKER, type Preload } from '../../../server/index-page';
import { repoRoot } from '../../../server/paths';

type Output = Metafile['outputs'][string];
const output = (bytes: number, imports: Output['imports'] = [], entryPoint?: string): Output => ({
  bytes,
  imports,
  inputs: {},
  exports: [],
  ...(entryPoint ? { entryPoint } : {}),
});
const statically = (p: string) => ({ path: p, kind: 'import-statement' as const });
const lazily = (p: string) => ({ path: p, kind: 'dynamic-import' as const });

// The entry imports a shared chunk and lazily two pages; the car page imports the shared chunk and a table chunk.
const metafile: Metafile = {
  inputs: {},
  outputs: {
    'dist/assets/main-E.js': output(
      1200,
      [statically('dist/assets/chunks/chunk-S.js'), lazily('dist/assets/chunks/cars-C.js'), lazily('dist/assets/chunks/profile-P.js')],
      'src/app/main.tsx',
    ),
    'dist/assets/main-E.js.map': output(3000),
    'dist/assets/main-E.css': output(50),
    'dist/assets/chunks/chunk-S.js': output(400),
    'dist/assets/chunks/cars-C.js': output(
      320,
      [statically('dist/assets/chunks/chunk-S.js'), statically('dist/assets/chunks/chunk-T.js')],
      'src/features/listings/car-auctions-page.tsx',
    ),
    'dist/assets/chunks/chunk-T.js': output(240),
    'dist/assets/chunks/profile-P.js': output(120, [statically('dist/assets/chunks/chunk-T.js')], 'src/features/profile/index.tsx'),
  },
};
const gzipBytes = (file: string) => Math.round((metafile.outputs[file]?.bytes ?? 0) / 4);

describe('size report', () => {
  const withPackage: Metafile = {
    ...metafile,
    outputs: { ...metafile.outputs, 'dist/assets/chunks/esm-I.js': output(200, [], 'node_modules/socket.io-client/build/esm/index.js') },
  };
  const report = sizeReport({
    metafile: withPackage,
    entryPoint: 'src/app/main.tsx',
    firstVisitModules: {
      '/cars, desktop': ['src/features/listings/car-auctions-page', 'socket.io-client'],
      '/profile': ['src/features/profile'],
    },
    gzipBytes: (file) => Math.round((withPackage.outputs[file]?.bytes ?? 0) / 4),
  });

  it('counts for each first visit the entry, its static imports and the named modules (a package by its name) with their own', () => {
    expect(report.firstVisit['/cars, desktop']!.map((f) => f.file).sort()).toEqual([
      'dist/assets/chunks/cars-C.js',
      'dist/assets/chunks/chunk-S.js',
      'dist/assets/chunks/chunk-T.js',
      'dist/assets/chunks/esm-I.js',
      'dist/assets/main-E.js',
    ]);
    expect(report.firstVisit['/cars, desktop']!.reduce((sum, f) => sum + f.gzipBytes, 0)).toBe(300 + 100 + 80 + 60 + 50);
    expect(report.firstVisit['/profile']!.map((f) => f.file)).toEqual([
      'dist/assets/main-E.js',
      'dist/assets/chunks/chunk-S.js',
      'dist/assets/chunks/profile-P.js',
      'dist/assets/chunks/chunk-T.js',
    ]);
    expect(report.entryClosure.map((f) => f.file)).toEqual(['dist/assets/main-E.js', 'dist/assets/chunks/chunk-S.js']);
    expect(report.allJs).toHaveLength(6);
    expect(report.notFound).toEqual([]);
  });

  it('prints totals and the files it counted', () => {
    expect(formatSizeReport(report).split('\n')).toEqual([
      'JS, all 6 files: 2.5 kB (0.6 kB gzip)',
      'Entry and its static imports: 1.6 kB (0.4 kB gzip)',
      'First visit to /cars, desktop: 0.6 kB gzip JS in 5 files',
      '  counted: main-E.js 0.3 kB, chunk-S.js 0.1 kB, cars-C.js 0.1 kB, chunk-T.js 0.1 kB, esm-I.js 0.1 kB',
      'First visit to /profile: 0.5 kB gzip JS in 4 files',
      '  counted: main-E.js 0.3 kB, chunk-S.js 0.1 kB, profile-P.js 0.0 kB, chunk-T.js 0.1 kB',
    ]);
  });

  it('fails the budget on a visit above it, and on a module that is no chunk of its own', () => {
    const profile = report.firstVisit['/profile']!.reduce((sum, f) => sum + f.gzipBytes, 0);
    expect(budgetProblems(report, { '/cars, desktop': 590, '/profile': profile }, 'budget.ts')).toEqual([]);
    expect(budgetProblems(report, { '/cars, desktop': 589, '/profile': profile }, 'budget.ts')).toEqual([
      'First visit to /cars, desktop: 590 B gzip JS, above the budget of 589 B in budget.ts',
    ]);
    // each visit against its own: the profile's is the lower
    expect(budgetProblems(report, { '/cars, desktop': 590, '/profile': profile - 1 }, 'budget.ts')).toEqual([
      `First visit to /profile: ${profile} B gzip JS, above the budget of ${profile - 1} B in budget.ts`,
    ]);
    const renamed = sizeReport({
      metafile,
      entryPoint: 'src/app/main.tsx',
      firstVisitModules: { '/profile': ['src/features/gone'] },
      gzipBytes,
    });
    expect(renamed.firstVisit['/profile']).toEqual(renamed.entryClosure);
    expect(budgetProblems(renamed, { '/profile': 10_000 }, 'budget.ts')).toEqual([
      'src/features/gone (budget.ts) is no chunk of its own: the first visit cannot be counted',
    ]);
  });

  it('finds a module written as a folder index', () => {
    const viaIndex = sizeReport({
      metafile,
      entryPoint: 'src/app/main.tsx',
      firstVisitModules: { '/profile': ['src/features/profile'] },
      gzipBytes,
    });
    expect(viaIndex.notFound).toEqual([]);
  });
});

describe('the lazy page map', () => {
  const source = `export const pages = {
    'car-auctions-share': () => import('../features/share/share-page'),
    'car-auctions-detail': () => import('../features/lot-detail/lot-page'),
    "car-auctions": () => import('../features/listings/car-auctions-page'),
  };`;

  it("yields the module of exactly 'car-auctions', relative to the build's directory", () => {
    expect(lazyPageModule(source, 'src/app/pages.ts', 'car-auctions')).toBe('src/features/listings/car-auctions-page');
    expect(lazyPageModule(source, 'src/app/pages.ts', 'dashboard')).toBeUndefined();
  });

  it('yields every page, its id quoted or not, and no example from a comment', () => {
    const pages = lazyImportMap(
      `// the form: 'page': () => import('…')\n${source.replace("'car-auctions-share'", 'share')}`,
      'src/app/pages.ts',
    );
    expect([...pages.keys()]).toEqual(['share', 'car-auctions-detail', 'car-auctions']);
  });
});

describe("each page's preloads", () => {
  it("are its module's chunks, its shell's and its page type's schema, less what the entry loads", () => {
    const withSchema: Metafile = {
      ...metafile,
      outputs: {
        ...metafile.outputs,
        'dist/assets/chunks/car-auction-J.js': output(
          90,
          [statically('dist/assets/chunks/chunk-T.js')],
          'schemas/page-types/car-auction.json',
        ),
        'dist/assets/chunks/MainLayout-L.js': output(70, [statically('dist/assets/chunks/chunk-S.js')], 'src/app/layouts/MainLayout.tsx'),
        // the car page's view of phones, and a view of wider screens within it that phones never load
        'dist/assets/chunks/cars-C.js': {
          ...output(
            320,
            [statically('dist/assets/chunks/chunk-S.js'), statically('dist/assets/chunks/chunk-T.js')],
            'src/features/listings/car-auctions-page.tsx',
          ),
          inputs: { 'src/features/listings/car-auctions-page.tsx': { bytesInOutput: 320 } },
        },
        'dist/assets/chunks/PhoneList-F.js': {
          ...output(
            60,
            [statically('dist/assets/chunks/chunk-T.js'), statically('dist/assets/chunks/chunk-U.js')],
            'src/features/listings/PhoneList.tsx',
          ),
          inputs: { 'src/features/listings/PhoneList.tsx': { bytesInOutput: 60 } },
        },
        'dist/assets/chunks/chunk-U.js': output(30),
        'dist/assets/chunks/Table-W.js': output(80, [], 'src/features/listings/Table.tsx'),
      },
    };
    const views: Record<string, MediaView[]> = {
      'src/features/listings/car-auctions-page.tsx': [{ module: 'src/features/listings/PhoneList', media: '(max-width: 767.98px)' }],
      'src/features/listings/PhoneList.tsx': [{ module: 'src/features/listings/Table', media: '(min-width: 768px)' }],
    };
    const preloads = pagePreloads({
      metafile: withSchema,
      entryOutput: 'dist/assets/main-E.js',
      pageModules: new Map([
        ['car-auctions-detail', 'src/features/listings/car-auctions-page'],
        ['profile', 'src/features/profile'],
        ['about', 'src/features/not-built'],
      ]),
      layoutModules: new Map([['main', 'src/app/layouts/MainLayout']]),
      url: (file) => outputUrl(file, path.join(repoRoot, 'dist'), repoRoot),
      mediaViews: (input) => views[input] ?? [],
    });
    const phones = '(max-width: 767.98px)';
    expect(preloads).toEqual({
      'car-auctions-detail': [
        { href: '/assets/chunks/cars-C.js' },
        { href: '/assets/chunks/chunk-T.js' },
        { href: '/assets/chunks/MainLayout-L.js' },
        { href: '/assets/chunks/car-auction-J.js' },
        { href: '/assets/chunks/PhoneList-F.js', media: phones },
        { href: '/assets/chunks/chunk-U.js', media: phones },
      ],
      profile: [{ href: '/assets/chunks/profile-P.js' }, { href: '/assets/chunks/chunk-T.js' }],
      about: [{ href: '/assets/chunks/MainLayout-L.js' }],
    });
  });

  it("of a bid table hold its own schema, not the other tables'", () => {
    const withSchemas: Metafile = {
      ...metafile,
      outputs: {
        ...metafile.outputs,
        'dist/assets/chunks/BidListPage-B.js': output(
          90,
          [statically('dist/assets/chunks/chunk-T.js')],
          'src/features/bids/BidListPage.tsx',
        ),
        'dist/assets/chunks/bid-manager-M.js': output(20, [], 'schemas/bid-tables/bid-manager.json'),
        'dist/assets/chunks/bids-N.js': output(20, [], 'schemas/bid-tables/bids.json'),
      },
    };
    const preloads = pagePreloads({
      metafile: withSchemas,
      entryOutput: 'dist/assets/main-E.js',
      pageModules: new Map([
        ['bid-manager', 'src/features/bids/BidListPage'],
        ['bids', 'src/features/bids/BidListPage'],
      ]),
      layoutModules: new Map(),
      url: (file) => outputUrl(file, path.join(repoRoot, 'dist'), repoRoot),
      mediaViews: () => [],
    });
    expect(preloads).toEqual({
      'bid-manager': [
        { href: '/assets/chunks/BidListPage-B.js' },
        { href: '/assets/chunks/chunk-T.js' },
        { href: '/assets/chunks/bid-manager-M.js' },
      ],
      bids: [{ href: '/assets/chunks/BidListPage-B.js' }, { href: '/assets/chunks/chunk-T.js' }, { href: '/assets/chunks/bids-N.js' }],
    });
  });

  it("find the views a module loads on one kind of screen in its source, by the query's name", () => {
    const source = `const Phone = lazyFor(PHONE_QUERY, () => import('./PhoneListing').then((m) => m.PhoneListing));
const Wide = lazyFor(
  WIDE,
  () => import("../views/Table"),
);`;
    expect(
      mediaViewsIn(source, 'src/engine/listing/ListingView.tsx', { PHONE_QUERY: '(max-width: 9px)', WIDE: '(min-width: 10px)' }),
    ).toEqual([
      { module: 'src/engine/listing/PhoneListing', media: '(max-width: 9px)' },
      { module: 'src/engine/views/Table', media: '(min-width: 10px)' },
    ]);
    expect(() => mediaViewsIn(source, 'src/engine/listing/ListingView.tsx', { PHONE_QUERY: '(max-width: 9px)' })).toThrow(
      "src/engine/listing/ListingView.tsx: lazyFor's media 'WIDE' is not a query of src/ui/breakpoints.ts",
    );
  });
});

describe('the messages the browser gets', () => {
  it('are ICU syntax trees, so no parser runs in the browser', () => {
    expect(compileMessages({ plain: 'Hello', count: '{n, plural, one {# lot} other {# lots}}' }, 'en')).toEqual({
      plain: [{ type: 0, value: 'Hello' }],
      count: [expect.objectContaining({ type: 6, value: 'n' })],
    });
  });

  it('fail the build on a message that does not parse, naming it', () => {
    expect(() => compileMessages({ 'shell.broken': 'Hello {name' }, 'ru')).toThrow(
      'locales/ru.json: "shell.broken" is not a valid ICU message',
    );
  });
});

describe('dist/index.html', () => {
  const template = `<head>${HEAD_MARKER}\n    ${ENTRY_MARKER}</head>`;

  it('loads the entry as a module, preloads its static chunks but no lazy one, and links its CSS', () => {
    const withCss: Metafile = {
      ...metafile,
      outputs: {
        ...metafile.outputs,
        'dist/assets/main-E.js': { ...metafile.outputs['dist/assets/main-E.js']!, cssBundle: 'dist/assets/main-E.css' },
      },
    };
    const html = renderEntryHtml({
      template,
      metafile: withCss,
      entryPoint: 'src/app/main.tsx',
      outDir: path.join(repoRoot, 'dist'),
      workingDir: repoRoot,
      modulePreload: true,
    });
    expect(html).toBe(
      `<head>${HEAD_MARKER}\n    ` +
        [
          '<link rel="stylesheet" href="/assets/main-E.css" />',
          '<link rel="modulepreload" href="/assets/chunks/chunk-S.js" />',
          '<script type="module" src="/assets/main-E.js"></script>',
        ].join('\n    ') +
        '</head>',
    );
  });
});

describe('a production build', () => {
  it('writes hashed files, fewer of them, index.html, compressed twins, and reports the first visit', async () => {
    const app = fs.mkdtempSync(path.join(os.tmpdir(), 'seri-app-'));
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seri-build-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
      fs.writeFileSync(path.join(app, file), text);
    };
    // the entry shares a module with the car page and another with the profile; the car page and the
    // profile share a third; the car page loads a view lazily, which shares a fourth with the car page only
    write(
      'main.tsx',
      "import { pages } from './pages';\nimport { shared, ran } from './shared';\nimport { stamp } from './stamp';\nshared();\nstamp('main');\n" +
        "globalThis.visit = pages['car-auctions']().then((page) => page.show()).then(() => pages.profile()).then((page) => page.show()).then(() => ran);\n",
    );
    write(
      'shared.ts',
      `export const ran: string[] = [];\nexport const shared = () => ran.push(${JSON.stringify('shared '.repeat(300))}.trim());\n`,
    );
    write(
      'pages.ts',
      "export const pages = {\n  'car-auctions': () => import('./features/cars'),\n  profile: () => import('./features/profile'),\n};\n",
    );
    write(
      'features/cars.tsx',
      "import { ran, shared } from '../shared';\nimport { table } from './table';\nimport { format } from './format';\n" +
        "export const show = () => { shared(); table(format('cars')); return import('./view').then((view) => view.default()); };\n",
    );
    write(
      'features/view.ts',
      "import { format } from './format';\nimport { ran } from '../shared';\nexport default () => ran.push(format('view'));\n",
    );
    write('features/format.ts', 'export const format = (what: string) => `[${what}]`;\n');
    // large enough to stay a file of its own rather than join the entry's
    write(
      'features/table.ts',
      `import { ran } from '../shared';\nexport const table = (what: string) => ran.push(\`table \${what}\`.padEnd(0, ${JSON.stringify('table '.repeat(MIN_GROUP_BYTES / 5))}));\n`,
    );
    write('stamp.ts', "import { ran } from './shared';\nexport const stamp = (what: string) => ran.push(`stamp ${what}`);\n");
    write(
      'features/profile.ts',
      "import { table } from './table';\nimport { stamp } from '../stamp';\nexport const show = () => { table('profile'); stamp('profile'); };\n",
    );

    const report = await buildProduction({
      entry: path.join(app, 'main.tsx'),
      outDir,
      htmlTemplate: path.join(repoRoot, 'src', 'index.html'),
      pagesMap: path.join(app, 'pages.ts'),
      layoutsMap: path.join(app, 'layouts.ts'),
      firstVisits: [{ name: '/car-auctions', page: 'car-auctions', loadedAtRunTime: [] }],
    });

    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const entryUrl = /<script type="module" src="(\/assets\/main-[A-Z0-9]+\.js)"><\/script>/.exec(html)?.[1];
    expect(entryUrl).toBeDefined();
    expect(html).toContain(HEAD_MARKER);
    // the module the entry shares with the car page is in the entry's file
    expect(html).not.toContain('modulepreload');
    const entryFile = path.join(outDir, entryUrl!);
    const entryMap = JSON.parse(fs.readFileSync(`${entryFile}.map`, 'utf8')) as { sources: string[] };
    expect(entryMap.sources.map((source) => path.resolve(path.dirname(entryFile), source)).sort()).toEqual(
      [path.join(app, 'main.tsx'), path.join(app, 'pages.ts'), path.join(app, 'shared.ts'), path.join(app, 'stamp.ts')].map((f) =>
        fs.realpathSync(f),
      ),
    );
    const chunks = fs.readdirSync(path.join(outDir, 'assets', 'chunks')).filter((f) => f.endsWith('.js'));
    // the module the car page and its view share is in the car page's file
    expect(chunks.map((f) => f.replace(/-[A-Z0-9]+\.js$/, '')).sort()).toEqual(['cars', 'chunk', 'profile', 'view']);
    const sharedChunk = chunks.find((f) => f.startsWith('chunk-'))!;
    expect(zlib.gunzipSync(fs.readFileSync(`${entryFile}.gz`))).toEqual(fs.readFileSync(entryFile));
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${entryFile}.br`))).toEqual(fs.readFileSync(entryFile));

    // this app has no page-type schemas
    expect(report.notFound).toEqual(['schemas/page-types/car-auction.json']);
    const counted = report.firstVisit['/car-auctions']!.map((f) => path.basename(f.file));
    expect(counted.sort()).toEqual([path.basename(entryFile), sharedChunk, expect.stringMatching(/^cars-/)].sort());
    const preloads = JSON.parse(fs.readFileSync(path.join(outDir, 'page-preloads.json'), 'utf8')) as Record<string, Preload[]>;
    expect(preloads['car-auctions']).toEqual([
      { href: expect.stringMatching(/^\/assets\/chunks\/cars-[A-Z0-9]+\.js$/) },
      { href: `/assets/chunks/${sharedChunk}` },
    ]);
    expect(report.firstVisit['/car-auctions']!.every((f) => f.gzipBytes > 0)).toBe(true);

    // the files run as the modules did, each finding every file and export it imports
    const hosted = fs.mkdtempSync(path.join(os.tmpdir(), 'seri-hosted-'));
    for (const file of [entryUrl!.slice(1), ...chunks.map((f) => `assets/chunks/${f}`)]) {
      const code = fs.readFileSync(path.join(outDir, file), 'utf8').replaceAll('"/assets/', `"${pathToFileURL(hosted).href}/assets/`);
      fs.mkdirSync(path.dirname(path.join(hosted, file)), { recursive: true });
      fs.writeFileSync(path.join(hosted, file), code);
    }
    const run = `await import(${JSON.stringify(pathToFileURL(path.join(hosted, entryUrl!)).href)}); console.log(JSON.stringify(await globalThis.visit));`;
    const ran = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', run], { encoding: 'utf8' })) as string[];
    expect(ran.map((line) => line.replace(/^(shared)( shared)+$/, '$1…'))).toEqual([
      'shared…',
      'stamp main',
      'shared…',
      'table [cars]',
      '[view]',
      'table profile',
      'stamp profile',
    ]);
    const metafile = JSON.parse(fs.readFileSync(path.join(outDir, 'metafile.json'), 'utf8')) as Metafile;
    const written = (output: string) => fs.existsSync(path.resolve(repoRoot, output));
    expect(Object.keys(metafile.outputs).filter((output) => output.endsWith('.js')).length).toBe(chunks.length + 1);
    expect(Object.keys(metafile.outputs).every(written)).toBe(true);
    expect(Object.values(metafile.outputs).every((output) => output.imports.every((imported) => written(imported.path)))).toBe(true);
  });
});

describe('node build.mjs', () => {
  it('fails before bundling on an invalid company config, naming file, path and expectation', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'seri-company-')), 'brand.json');
    fs.writeFileSync(file, JSON.stringify({ name: 'Broken' }));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubEnv('COMPANY_CONFIG', file);
    try {
      expect(await main([])).toBe(1);
      const printed = errors.mock.calls.map(([line]) => String(line)).join('\n');
      expect(printed).toContain(`${file}: $.logos: is required`);
      expect(printed).toContain('Build failed');
    } finally {
      vi.unstubAllEnvs();
      errors.mockRestore();
    }
  });
});

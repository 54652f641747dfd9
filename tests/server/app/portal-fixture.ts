// A dist/ like the build's (index.html from src/index.html, a hashed script with its .gz/.br twins)
// and a way to run the portal on a real HTTP server on port 0, in front of `npm run api` if wanted.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import type { Logger } from 'pino';
import { ENTRY_MARKER } from '../../../build/entry-html';
import { createApiServer } from '../../../server/api-server';
import { createApp, type AppOptions, type PortalApp } from '../../../server/app';
import { companyConfigPath, loadCompanyConfig } from '../../../server/company-config';
import { createLogger } from '../../../server/observability/logger';
import { repoRoot } from '../../../server/paths';

export const ENTRY_SCRIPT = '/assets/main-TESTHASH.js';
export const ENTRY_SOURCE = `console.log(${JSON.stringify('portal '.repeat(400))});\n`;
export const defaultCompany = loadCompanyConfig(companyConfigPath({}));

export function makeDist(): string {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seri-dist-'));
  const template = fs.readFileSync(path.join(repoRoot, 'src', 'index.html'), 'utf8');
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    template.replace(ENTRY_MARKER, `<script type="module" src="${ENTRY_SCRIPT}"></script>`),
  );
  const script = path.join(distDir, ENTRY_SCRIPT);
  fs.mkdirSync(path.dirname(script), { recursive: true });
  fs.writeFileSync(script, ENTRY_SOURCE);
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(ENTRY_SOURCE));
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(ENTRY_SOURCE));
  return distDir;
}

export interface RunningPortal {
  portal: PortalApp;
  server: http.Server;
  origin: string;
  port: number;
  /** the backend's origin, for a portal that proxies to one */
  apiUrl?: string;
  stop(): Promise<void>;
}

export async function startPortal(options: Partial<AppOptions> = {}): Promise<RunningPortal> {
  const portal = createApp({ company: defaultCompany, distDir: makeDist(), ...options });
  const server = http.createServer(portal.app);
  portal.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    portal,
    server,
    port,
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      server.closeAllConnections();
      await portal.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * `npm run api` on port 0 that trusts loopback proxies (TRUST_PROXY=loopback), and a portal in front
 * of it (API_URL) with `options`.
 */
export async function startProxiedPortal(options: Partial<AppOptions> = {}, upstreamLogger?: Logger): Promise<RunningPortal> {
  const { app, api } = createApiServer(
    {
      trustProxy: 'loopback',
      assumeHttps: false,
      api: { dbPath: ':memory:', mail: { portalUrl: 'https://portal.example' } },
      logger: upstreamLogger,
    },
    { seedLots: 100, seed: 42 },
  );
  const upstream = http.createServer(app);
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const portal = await startPortal({ ...options, apiUrl });
  return {
    ...portal,
    apiUrl,
    async stop() {
      await portal.stop();
      upstream.closeAllConnections();
      await api.close();
      await new Promise((resolve) => upstream.close(resolve));
    },
  };
}

/** A JSON logger whose lines the test reads. */
export function capturedLogger() {
  const stream = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  return { logger: createLogger({ level: 'info', pretty: false }, stream), lines };
}

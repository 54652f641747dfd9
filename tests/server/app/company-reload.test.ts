// SIGHUP reloads the company config of a running portal (issue #17 item 5): a good file is put in force
// at once (the page's config and title, the info pages, the routes and API calls of disabled page
// types), a bad one is refused with its problems logged and the running config kept whole.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyConfig } from '../../../config/company-schema';
import { reloadCompanyOnSignal } from '../../../server/company-reload';
import { capturedLogger, defaultCompany, startPortal, type RunningPortal } from './portal-fixture';

/** The brand file the portal runs with: named default.json, so the default brand's images are its own. */
const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'seri-reload-')), 'default.json');
const write = (content: unknown) => fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));

const acme: CompanyConfig = { ...defaultCompany, name: 'Acme Autos', content: 'kaido', pageTypes: { machinery: { enabled: false } } };

describe('SIGHUP', () => {
  let running: RunningPortal;
  let cookie: string;
  let stopListening: () => void;
  const { logger, lines } = capturedLogger();
  const hangUp = () => process.emit('SIGHUP', 'SIGHUP');
  const messages = (level: number) => lines.filter((line) => line.level === level).map((line) => String(line.msg));
  const page = () => request(running.server).get('/car-auctions');
  const api = (call: string) => request(running.server).get(`/api/v1${call}`).set('Cookie', cookie);

  beforeAll(async () => {
    write(defaultCompany);
    running = await startPortal({ company: defaultCompany, dbPath: ':memory:', seedLots: 100, logger });
    stopListening = reloadCompanyOnSignal(running.portal, file, logger);
    const login = await request(running.server).post('/api/v1/auth').send({ email: 'client@seri.example', password: 'client123' });
    cookie = (login.headers['set-cookie'] as unknown as string[]).join('; ');
  });
  afterAll(async () => {
    stopListening();
    await running.stop();
  });

  it('puts a good file in force: the page and its config, the info pages, the disabled page type’s routes and calls', async () => {
    expect((await api('/machinery/listing')).status).toBe(200);
    write(acme);
    hangUp();

    expect(messages(30)).toContain(`SIGHUP: company config ${file} reloaded (Acme Autos)`);
    const html = (await page()).text;
    expect(html).toContain('<title>Acme Autos</title>');
    expect(html).toContain('"machinery":{"enabled":false}');
    const about = await request(running.server).get('/content/about.json');
    expect(about.body.en[0].text).toContain('Kaido Motors is a Yokohama exporter');
    expect((await request(running.server).get('/machinery')).status).toBe(404);
    expect((await api('/machinery/listing')).status).toBe(404);
    expect((await api('/car-auction/listing')).status).toBe(200);
  });

  it('refuses a bad file, logging every problem, and keeps the running config', async () => {
    write({ ...acme, name: 'Broken', theme: { brand: 'orange' }, pageTypes: { trucks: {} } });
    hangUp();

    const [refusal] = messages(50).slice(-1);
    expect(refusal).toMatch(/^SIGHUP: company config not reloaded, the running one stays\. Invalid company config:/);
    expect(refusal).toContain(`${file}: $.theme.brand: must be a hex colour such as #0f6cbd`);
    expect(refusal).toContain(`${file}: $.pageTypes.trucks: must be one of the page types`);
    expect((await page()).text).toContain('<title>Acme Autos</title>');
    expect((await api('/machinery/listing')).status).toBe(404);

    write('{ "name": "Half');
    hangUp();
    expect(messages(50).at(-1)).toContain(`${file}: line 1, column 11: must be valid JSON (unexpected end of string)`);
  });

  it('refuses a file whose info pages are missing, changing none of what the running one set', async () => {
    write({ ...defaultCompany, name: 'Nowhere Motors', content: 'nowhere', pageTypes: { bikes: { enabled: false } } });
    hangUp();

    expect(messages(50).at(-1)).toContain('config/content/nowhere/about.json: must be a readable JSON file');
    expect((await page()).text).toContain('<title>Acme Autos</title>');
    expect((await api('/bikes/listing')).status).toBe(200);
    expect((await api('/machinery/listing')).status).toBe(404);
  });

  it('enables a page type again', async () => {
    write(defaultCompany);
    hangUp();

    expect((await page()).text).toContain('<title>Seri</title>');
    expect((await api('/machinery/listing')).status).toBe(200);
    expect((await request(running.server).get('/machinery')).status).toBe(200);
  });
});

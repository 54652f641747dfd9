import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from '../../../config/content-schema';
import { contentRouter, InvalidContentError, loadContent } from '../../../server/content';

describe('info page content', () => {
  it('ships every page in both languages for both brands', () => {
    for (const brand of ['default', 'kaido']) expect([...loadContent(brand).keys()]).toEqual([...CONTENT_PAGES]);
  });

  it('names every missing or malformed file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seri-content-'));
    fs.mkdirSync(path.join(dir, 'acme'));
    fs.writeFileSync(path.join(dir, 'acme', 'about.json'), JSON.stringify({ en: [{ type: 'html', text: '<b>x</b>' }], ru: [] }));
    try {
      expect(() => loadContent('acme', dir)).toThrow(InvalidContentError);
      const violations = (() => {
        try {
          loadContent('acme', dir);
          return [];
        } catch (error) {
          return (error as InvalidContentError).violations;
        }
      })();
      expect(violations.some((v) => v.includes('about.json: $.en[0]'))).toBe(true);
      expect(violations.some((v) => v.includes('how-to-buy.json: must be a readable JSON file'))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves a page as {en, ru} and answers 404 JSON for another', async () => {
    const app = express().use('/content', contentRouter(loadContent('kaido'), 'Kaido Motors'));
    const page = await request(app).get('/content/about.json');
    expect(page.status).toBe(200);
    expect(page.body.en[0].text).toContain('Kaido Motors');
    expect(Object.keys(page.body)).toEqual(['en', 'ru']);
    expect((await request(app).get('/content/secrets.json')).status).toBe(404);
    expect((await request(app).get('/content/..%2Fcompanies%2Fkaido.json')).status).toBe(404);
  });

  it('names the company where the default texts say {company}, so a brand copied from them names itself', async () => {
    const app = express().use('/content', contentRouter(loadContent('default'), 'Acme "Cars"'));
    const page = await request(app).get('/content/about.json');
    expect(page.body.en[0].text).toMatch(/^Acme "Cars" buys vehicles/);
    expect(page.body.ru[0].text).toMatch(/^Acme "Cars" покупает/);
  });
});

// Requests Express itself cannot read answer a 4xx JSON, never a 500 (issue #14 item 10): a path
// parameter that is not valid percent-encoding, and a body that does not match its Content-Encoding,
// is too large, or comes in a charset or an encoding the API does not read.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectJsonError, loginCookie, startTestApi, type TestApi } from './helpers';

let test: TestApi;
let server: http.Server;
let cookie: string;

beforeAll(async () => {
  test = startTestApi({ seedLots: 100 });
  server = http.createServer(test.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cookie = await loginCookie(server, 'client');
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await test.api.close();
});

/** A POST of exact bytes (supertest would re-encode a body). */
function post(
  path: string,
  body: Buffer,
  headers: Record<string, string>,
): Promise<{ status: number; type: string; body: { success?: boolean; message?: unknown } }> {
  return new Promise((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    const req = http.request(
      { port, host: '127.0.0.1', path, method: 'POST', headers: { Cookie: cookie, 'Content-Length': String(body.length), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: res.headers['content-type'] ?? '',
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('malformed requests', () => {
  it('answers 400 JSON to a path parameter that is not valid percent-encoding', async () => {
    for (const path of [
      '/images/sheets/%E0%A4%A.svg',
      '/images/sheets/%E0%A4%A/en.svg',
      '/images/lots/%E0%A4%A/1.svg',
      '/download/%E0%A4%A.zip',
      '/purchased-cars/document/%E0%A4%A',
    ]) {
      const res = await request(server).get(`/api/v1${path}`).set('Cookie', cookie);
      expectJsonError(res, 400);
      expect(res.body.message, path).toBe('Malformed percent-encoding in the path');
    }
    expectJsonError(await request(server).delete('/api/v1/purchased-cars/document/%E0%A4%A').set('Cookie', cookie), 400);
  });

  it('answers 400 JSON to a plain body sent as gzip, deflate or br, and reads a body that is compressed', async () => {
    const body = Buffer.from(JSON.stringify({ group: 'A', carId: '1', type: 'car-auction' }));
    for (const encoding of ['gzip', 'deflate', 'br']) {
      for (const path of ['/api/v1/favorite/add', '/api/v1/auth']) {
        const res = await post(path, body, { 'Content-Type': 'application/json', 'Content-Encoding': encoding });
        expect([res.status, res.type, res.body.success], `${encoding} ${path}`).toEqual([400, 'application/json; charset=utf-8', false]);
        expect(res.body.message).toBe('Unreadable body: it does not match its Content-Encoding');
      }
    }
    const gzipped = await post('/api/v1/favorite/add', zlib.gzipSync(body), {
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
    });
    expect([gzipped.status, gzipped.body]).toEqual([200, { success: true }]);
  });

  it('says in plain words what is wrong with a body it will not read: too large, another charset, an unknown encoding', async () => {
    const json = { 'Content-Type': 'application/json' };
    const large = Buffer.from(JSON.stringify({ email: 'a'.repeat(1024 * 1024), password: 'x' }));
    expect(await post('/api/v1/auth', large, json)).toMatchObject({
      status: 413,
      body: { success: false, message: 'The body is larger than the API takes (1 MB)' },
    });
    const body = Buffer.from('{}');
    expect(await post('/api/v1/auth', body, { 'Content-Type': 'application/json; charset=latin1' })).toMatchObject({
      status: 415,
      body: { success: false, message: 'Unsupported charset: a JSON body is UTF-8' },
    });
    expect(await post('/api/v1/auth', body, { ...json, 'Content-Encoding': 'compress' })).toMatchObject({
      status: 415,
      body: { success: false, message: 'Unsupported Content-Encoding: send the body as it is, or gzip, deflate or br' },
    });
  });
});

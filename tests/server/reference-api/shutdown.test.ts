// Graceful shutdown (`npm run api` stopped with SIGTERM): a request in flight when the signal comes is
// answered as it would have been, and what it wrote is in the database after the exit; only then is
// the database closed. New connections are refused meanwhile.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './api-process';
import { DEMO } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'seri-shutdown-'));
const running: ApiProcess[] = [];
afterAll(async () => {
  for (const api of running) await api.stop();
  rmSync(dir, { recursive: true, force: true });
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64 * 1024, 0x20)]);

interface Answer {
  status: number;
  body: string;
}

function answerOf(req: http.ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
  });
}

describe('shutdown on SIGTERM', { timeout: 60_000 }, () => {
  it('answers the requests in flight, keeps what they wrote, and closes the database after them', async () => {
    const dbPath = join(dir, 'seri.sqlite');
    const api = await startApiProcess({ dbPath, seedLots: 100 });
    running.push(api);
    const signIn = await fetch(`${api.api}/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO.client),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const list = (await (await fetch(`${api.api}/purchased-cars/list`, { headers: { cookie } })).json()) as {
      carsList: Array<{ id: number }>;
    };
    const purchaseId = list.carsList[0]!.id;
    const { hostname, port, pathname } = new URL(api.api);
    const send = (agent: http.Agent, method: string, path: string, headers: http.OutgoingHttpHeaders = {}) =>
      http.request({ host: hostname, port, agent, method, path: `${pathname}${path}`, headers: { cookie, ...headers } });
    const uploads = new http.Agent({ keepAlive: true, maxSockets: 1 });

    // an upload under way: its headers and first bytes are in, the rest comes after the signal
    const upload = send(uploads, 'POST', `/purchased-cars/document?id=${purchaseId}&name=invoice.pdf`, {
      'Content-Type': 'application/pdf',
      'Content-Length': PDF.length,
    });
    const uploaded = answerOf(upload);
    upload.write(PDF.subarray(0, 1024));
    await new Promise((resolve) => setTimeout(resolve, 300));
    api.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // meanwhile a new connection is refused: a balancer sends the request to another instance
    await expect(fetch(`${api.api}/site/get-language`, { headers: { cookie } })).rejects.toThrow();
    upload.end(PDF.subarray(1024));
    const answer = await uploaded;
    expect(answer.status, answer.body).toBe(200);

    const [code] = (await once(api.child, 'exit')) as [number | null];
    expect(code).toBe(0);
    expect(api.stderr()).toBe('');
    const db = new Database(dbPath, { readonly: true });
    const names = db.prepare('SELECT name FROM purchase_documents WHERE purchase_id = ?').pluck().all(purchaseId);
    db.close();
    expect(names).toContain('invoice.pdf');
  });
});

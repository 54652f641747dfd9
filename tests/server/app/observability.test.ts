import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express from 'express';
import { errorAnswer } from '../../../server/error-answer';
import { httpLog, withoutSecrets } from '../../../server/observability/http-log';
import { reportUpstream } from '../../../server/observability/upstream-probe';
import openApi from '../../../docs/openapi.json';
import { capturedLogger, startPortal, startProxiedPortal, type RunningPortal } from './portal-fixture';

const METRICS_KEY = 'metrics-key-for-the-tests-0123456789abcdef';

const requestLines = (lines: Record<string, unknown>[]) => lines.filter((line) => line.req !== undefined);
const settle = () => new Promise((resolve) => setImmediate(resolve));

async function signIn(portal: RunningPortal): Promise<string> {
  const res = await request(portal.server).post('/api/v1/auth').send({ email: 'client@seri.example', password: 'client123' });
  return res.headers['set-cookie'] as unknown as string;
}

describe('the embedded portal for operators', () => {
  let running: RunningPortal;
  const { logger, lines } = capturedLogger();
  beforeAll(async () => {
    running = await startPortal({ dbPath: ':memory:', seedLots: 100, logger, metricsKey: METRICS_KEY });
  });
  afterAll(() => running.stop());

  it('logs one JSON line per request: its id, method, route pattern, status, duration and user', async () => {
    const cookie = await signIn(running);
    lines.length = 0;
    const res = await request(running.server).get('/api/v1/user/view-profile').set('Cookie', cookie).set('X-Request-Id', 'balancer-42');
    expect(res.headers['x-request-id']).toBe('balancer-42');
    await settle();
    const [line] = requestLines(lines);
    expect(line).toMatchObject({
      level: 30,
      reqId: 'balancer-42',
      req: { method: 'GET', url: '/api/v1/user/view-profile' },
      res: { statusCode: 200 },
      route: '/api/v1/user/view-profile',
      userId: expect.any(Number),
      responseTime: expect.any(Number),
    });
  });

  it('makes up a request id when none or a strange one comes, and echoes it', async () => {
    lines.length = 0;
    const res = await request(running.server)
      .get('/api/v1/site/get-language')
      .set('X-Request-Id', `${'x'.repeat(200)} <script>`);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await settle();
    expect(requestLines(lines)[0]).toMatchObject({ reqId: res.headers['x-request-id'], route: '/api/v1/site/get-language' });
  });

  it('keeps link tokens, codes and e-mail addresses out of the logged URL', () => {
    expect(withoutSecrets('/api/v1/auth/reset-password?email=a%40b.c&x=1')).toBe('/api/v1/auth/reset-password?email=[redacted]&x=1');
    expect(withoutSecrets('/api/v1/auth/reset-password-verify?token=abc')).toBe('/api/v1/auth/reset-password-verify?token=[redacted]');
  });

  it('keeps operator keys, socket ids, photo archive and USS photo links out of the logged URL: each is a right of its own', async () => {
    lines.length = 0;
    await request(running.server).get('/dev/outbox.json?key=a-guess-at-the-key');
    await request(running.server).get('/api/v1/download/Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z.zip');
    await settle();
    expect(requestLines(lines).map((line) => (line.req as { url: string }).url)).toEqual([
      '/dev/outbox.json?key=[redacted]',
      '/api/v1/download/[redacted].zip',
    ]);
    expect(withoutSecrets('/api/v1/images/uss/Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z/4.svg')).toBe('/api/v1/images/uss/[redacted]/4.svg');
    expect(withoutSecrets('/socket.io/?EIO=4&transport=polling&sid=MrHAQnF5HQX_q1piAAAA')).toBe(
      '/socket.io/?EIO=4&transport=polling&sid=[redacted]',
    );
  });

  it('answers /healthz and /readyz (the database answers) and logs neither', async () => {
    lines.length = 0;
    expect((await request(running.server).get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await request(running.server).get('/readyz')).body).toEqual({ status: 'ready' });
    await settle();
    expect(requestLines(lines)).toEqual([]);
  });

  it('serves Prometheus metrics to the key only: requests per route and status, event-loop lag, sockets, listing SQL time', async () => {
    expect((await request(running.server).get('/metrics')).status).toBe(403);
    expect((await request(running.server).get('/metrics?key=wrong')).status).toBe(403);
    await request(running.server).get('/api/v1/site/get-language');
    const cookie = await signIn(running);
    expect((await request(running.server).get('/api/v1/car-auction/listing').set('Cookie', cookie)).status).toBe(200);
    const res = await request(running.server).get('/metrics').set('Authorization', `Bearer ${METRICS_KEY}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/http_requests_total\{method="GET",route="\/api\/v1\/site\/get-language",status="200"\} \d+/);
    expect(res.text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/v1\/site\/get-language",status="200"\}/,
    );
    expect(res.text).toContain('nodejs_eventloop_lag_seconds');
    expect(res.text).toMatch(/socketio_open_sockets 0/);
    expect(res.text).toMatch(/listing_query_duration_seconds_count\{pageType="car-auction",part="listing"\} 1/);
    expect(res.text).not.toContain('route="/metrics"');
  });
});

describe('a server error', () => {
  it('is logged once, with its stack, on its request’s line', async () => {
    const { logger, lines } = capturedLogger();
    const logged: string[] = [];
    const app = express()
      .use(httpLog(logger))
      .get('/api/v1/broken', () => {
        throw new Error('the disk is gone');
      })
      .use(errorAnswer((message) => logged.push(message)));
    const res = await request(app).get('/api/v1/broken').set('X-Request-Id', 'err-1');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, message: 'Internal Server Error' });
    await settle();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      reqId: 'err-1',
      err: { message: 'the disk is gone', stack: expect.stringContaining('observability.test.ts') },
    });
    expect(logged).toEqual([]);
  });
});

describe('the proxying portal for operators', () => {
  it('logs a call its backend could not answer once, with the cause, on the request’s line', async () => {
    const { logger, lines } = capturedLogger();
    const running = await startPortal({ apiUrl: 'http://127.0.0.1:9', logger });
    try {
      lines.length = 0;
      const res = await request(running.server).get('/api/v1/user/view-profile').set('X-Request-Id', 'proxy-1');
      expect(res.status).toBe(502);
      await settle();
      const failures = lines.filter((line) => line.level === 50);
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatchObject({
        reqId: 'proxy-1',
        res: { statusCode: 502 },
        err: { code: 'ECONNREFUSED', message: expect.stringContaining('ECONNREFUSED') },
      });
    } finally {
      await running.stop();
    }
  });

  it('is not ready while its backend does not answer, and says so', async () => {
    const running = await startPortal({ apiUrl: 'http://127.0.0.1:9' });
    try {
      const res = await request(running.server).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body.reason).toMatch(/cannot be reached/);
      expect((await request(running.server).get('/healthz')).status).toBe(200);
    } finally {
      await running.stop();
    }
  });

  it('is not ready while its backend hangs, within 2 s', async () => {
    const frozen = http.createServer(() => {});
    await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', resolve));
    const running = await startPortal({ apiUrl: `http://127.0.0.1:${(frozen.address() as AddressInfo).port}` });
    try {
      const res = await request(running.server).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body.reason).toBe('the API server did not answer within 2000 ms');
    } finally {
      await running.stop();
      frozen.closeAllConnections();
      frozen.close();
    }
  });

  it('says at start whether the backend answers and which contract version it declares; a dead one does not stop it', async () => {
    const running = await startProxiedPortal();
    const { logger, lines } = capturedLogger();
    try {
      await reportUpstream(running.apiUrl ?? '', logger);
      await reportUpstream('http://127.0.0.1:9', logger);
      await settle();
      expect(lines.map((line) => line.msg)).toEqual([
        `API server ${running.apiUrl} answers; contract version ${openApi.info.version}`,
        expect.stringMatching(
          /^API server http:\/\/127\.0\.0\.1:9 does not answer: the API server cannot be reached .*; the portal runs and proxies calls as they come$/,
        ),
      ]);
    } finally {
      await running.stop();
    }
  });

  it('forwards the request id, so the portal and the backend log the same one', async () => {
    const portalLog = capturedLogger();
    const backendLog = capturedLogger();
    const running = await startProxiedPortal({ logger: portalLog.logger }, backendLog.logger);
    try {
      expect((await request(running.server).get('/readyz')).status).toBe(200);
      await request(running.server).get('/api/v1/site/get-language').set('X-Request-Id', 'trace-7');
      await settle();
      expect(requestLines(portalLog.lines).map((line) => line.reqId)).toEqual(['trace-7']);
      // the backend also logged the portal's readiness probe, under an id of its own
      expect(requestLines(backendLog.lines).map((line) => line.reqId)).toContain('trace-7');
    } finally {
      await running.stop();
    }
  });
});

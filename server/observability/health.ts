// GET /healthz: the process answers. GET /readyz: it can serve, i.e. its dependency answered (the
// database, or the company's backend within 2 s in proxy mode); 503 otherwise.
import { Router } from 'express';

export type ReadinessCheck = () => Promise<void>;

const READINESS_TIMEOUT_MS = 2000;

export function healthRouter(ready: ReadinessCheck): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await withTimeout(ready(), READINESS_TIMEOUT_MS);
      res.json({ status: 'ready' });
    } catch (error) {
      res.status(503).json({ status: 'not ready', reason: (error as Error).message });
    }
  });
  return router;
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

// What an operator gets from both servers (the portal and `npm run api`): /healthz and /readyz, a log
// line per request, and /metrics behind its key. Mounted first, so the probes skip everything else.
import type { Express } from 'express';
import type { Logger } from 'pino';
import { healthRouter, type ReadinessCheck } from './health';
import { httpLog } from './http-log';
import { metricsRouter, type Metrics } from './metrics';

export interface OperationsOptions {
  readonly logger: Logger;
  readonly metrics: Metrics;
  readonly metricsKey?: string;
  readonly ready: ReadinessCheck;
}

export function mountOperations(app: Express, { logger, metrics, metricsKey, ready }: OperationsOptions): void {
  app.use(healthRouter(ready));
  app.use(httpLog(logger));
  app.use(metrics.middleware);
  if (metricsKey) app.use(metricsRouter(metrics, metricsKey));
}

// Prometheus metrics (prom-client): requests and their latency per route and status, the process's
// defaults (event-loop lag, heap, CPU), open sockets, and how long the listing's SQL takes.
import { Router, type RequestHandler } from 'express';
import { requireOperatorKey } from '../operator-key';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { routeOf, UNLOGGED_PATHS } from './request-context';

export interface Metrics {
  readonly registry: Registry;
  /** counts and times every request but the probes' */
  readonly middleware: RequestHandler;
  /** records the seconds of SQLite work of a listing call, by page type and part */
  readonly observeListingQuery: ListingQueryObserver;
}

/** `part`: the page of lots with its counts (`listing`), or the filter lists and bounds (`filters`). */
export type ListingQueryObserver = (pageType: string, part: 'listing' | 'filters', seconds: number) => void;

const METRICS_KEY_MESSAGE = 'The metrics need the key the server printed at start (METRICS_KEY): /metrics?key=… or Authorization: Bearer …';

export function createMetrics({ openSockets: countSockets }: { openSockets: () => number }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames, registers: [registry] });
  const seconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to the end of the answer',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'socketio_open_sockets',
    help: 'Real-time sockets connected now',
    registers: [registry],
    collect() {
      this.set(countSockets());
    },
  });
  const listingQuerySeconds = new Histogram({
    name: 'listing_query_duration_seconds',
    help: 'SQLite time of a listing call',
    labelNames: ['pageType', 'part'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  const middleware: RequestHandler = (req, res, next) => {
    if (UNLOGGED_PATHS.has(req.path)) return next();
    const stop = seconds.startTimer();
    res.once('finish', () => {
      const labels = { method: req.method, route: routeOf(req), status: String(res.statusCode) };
      requests.inc(labels);
      stop(labels);
    });
    next();
  };

  return {
    registry,
    middleware,
    observeListingQuery: (pageType, part, seconds) => listingQuerySeconds.observe({ pageType, part }, seconds),
  };
}

/** GET /metrics in Prometheus' text format, for whoever has the key (like the development outbox). */
export function metricsRouter({ registry }: Metrics, key: string): Router {
  const router = Router();
  router.get('/metrics', requireOperatorKey(key, METRICS_KEY_MESSAGE), async (_req, res) => {
    res.type(registry.contentType).send(await registry.metrics());
  });
  return router;
}

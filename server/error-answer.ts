// The last error handler: JSON under /api/v1, plain text elsewhere; only server faults are logged.
import http from 'node:http';
import type { ErrorRequestHandler } from 'express';
import { reportToRequestLog } from './observability/request-context';
import { isApiPath } from './url-paths';

interface RequestError {
  status?: unknown;
  code?: unknown;
  message?: string;
  stack?: string;
}

export function errorAnswer(logError: (message: string) => void): ErrorRequestHandler {
  return (error: RequestError, req, res, next) => {
    // the browser went away mid-download (navigation, reload): nobody to answer and nothing to log
    if (error.code === 'ECONNABORTED') return;
    const status = typeof error.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (status >= 500 && !reportToRequestLog(req, res, error))
      logError(`${req.method} ${req.originalUrl}: ${error.stack ?? error.message}`);
    if (res.headersSent) return next(error);
    const message = http.STATUS_CODES[status] ?? 'Error';
    if (isApiPath(req.path)) res.status(status).json({ success: false, message });
    else res.status(status).type('txt').send(message);
  };
}

// Every failure answers JSON in the shape of errorResponseSchema; an unexpected error is a bug,
// logged and answered 500.
import { reportToRequestLog } from '../../observability/request-context';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { ErrorResponse } from '../../../schemas/api/session';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorResponse,
  ) {
    super(typeof body.message === 'string' ? body.message : JSON.stringify(body.message));
  }
}

export function unauthorized(): HttpError {
  return new HttpError(401, { success: false, message: 'Unauthorized' });
}

/** A rate limit's refusal: 429 with Retry-After while `waitSeconds` is above 0; nothing otherwise. */
export function refuseWhileLimited(res: Response, waitSeconds: number, body: { message: string; messageCode: string }): void {
  if (waitSeconds <= 0) return;
  res.set('Retry-After', String(waitSeconds));
  throw new HttpError(429, { success: false, ...body });
}

export const notFound: RequestHandler = (req, res) => {
  res.status(404).json({ success: false, message: `Not found: ${req.method} ${req.baseUrl}${req.path}` } satisfies ErrorResponse);
};

/**
 * Express's own failures carry a 4xx status: body-parser's (malformed JSON, too large, a body that does
 * not match its Content-Encoding, a bad charset: http-errors, most with a `type`) and the router's
 * URIError for a path parameter that is not valid percent-encoding. They are the client's fault.
 */
interface ClientFault {
  status: number;
  type?: unknown;
  /** entity.too.large: the limit in bytes */
  limit?: unknown;
}

function isClientFault(error: unknown): error is ClientFault {
  const status = typeof error === 'object' && error !== null ? (error as Partial<ClientFault>).status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function clientFaultMessage(error: ClientFault): string {
  if (error instanceof URIError) return 'Malformed percent-encoding in the path';
  switch (error.type) {
    case 'entity.parse.failed':
      return 'Malformed JSON body';
    case undefined:
      // a decompression stream's error: the body is not in the encoding it names
      return 'Unreadable body: it does not match its Content-Encoding';
    case 'entity.too.large':
      return `The body is larger than the API takes${typeof error.limit === 'number' ? ` (${error.limit / 2 ** 20} MB)` : ''}`;
    case 'charset.unsupported':
      return 'Unsupported charset: a JSON body is UTF-8';
    case 'encoding.unsupported':
      return 'Unsupported Content-Encoding: send the body as it is, or gzip, deflate or br';
    default:
      // body-parser's own names of the fault (request.size.invalid …) mean nothing to a client
      return 'Unreadable body';
  }
}

export function errorHandler(logError: (message: string) => void): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof HttpError) {
      res.status(error.status).json(error.body);
      return;
    }
    if (isClientFault(error)) {
      res.status(error.status).json({ success: false, message: clientFaultMessage(error) } satisfies ErrorResponse);
      return;
    }
    if (!reportToRequestLog(req, res, error)) {
      logError(
        `[reference-api] ${req.method} ${req.originalUrl} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
    res.status(500).json({ success: false, message: 'Internal server error' } satisfies ErrorResponse);
  };
}
